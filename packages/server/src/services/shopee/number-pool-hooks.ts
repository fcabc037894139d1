import { s10Problem } from '@portico/contract'
import { badRequest } from '../../http/envelope'
import type { ResourceHooks } from '../resources/service'

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim())

/**
 * 单号池 checks: an S10 pool needs its service letters and a serial range (the next serial starts at the range's
 * start); a LIST pool needs its numbers, one per line, no repeats (and valid S10 numbers when they look like S10).
 */
export const numberPoolHooks: ResourceHooks = {
  async beforeWrite({ action, values, existing }) {
    const kind = text(values.kind ?? existing?.kind)
    if (kind === 'LIST') {
      const numbers = text(values.numbers ?? existing?.numbers)
        .split(/[\s,]+/)
        .filter(Boolean)
        .map((n) => n.toUpperCase())
      if (numbers.length === 0) throw badRequest('请填写预分配单号（每行一个）')
      if (new Set(numbers).size !== numbers.length) throw badRequest('预分配单号有重复')
      const bad = numbers.find((n) => /^[A-Z]{2}\d{9}[A-Z]{2}$/.test(n) && s10Problem(n))
      if (bad) throw badRequest(`${bad}：S10运单号校验位错误`)
      return { numbers: numbers.join('\n'), servicePrefix: null, serialStart: null, serialEnd: null }
    }
    if (!text(values.servicePrefix ?? existing?.servicePrefix)) throw badRequest('S10号段须填写业务代码')
    const start = Number(text(values.serialStart ?? existing?.serialStart))
    const end = Number(text(values.serialEnd ?? existing?.serialEnd))
    if (!text(values.serialStart ?? existing?.serialStart) || !text(values.serialEnd ?? existing?.serialEnd))
      throw badRequest('S10号段须填写起始和结束序号')
    if (end < start) throw badRequest('结束序号不能小于起始序号')
    if (action === 'add') return { nextSerial: start, numbers: null }
    const next = Number(existing?.nextSerial ?? start)
    if (next > end + 1) throw badRequest('结束序号不能小于已用的序号')
    return { nextSerial: Math.max(next, start), numbers: null }
  },
}
