import { badRequest } from '../../http/envelope'
import { parseChinaDateTime } from '../shared/dates'

const DATE = /^\d{4}-\d{2}-\d{2}$/
const DAY_MS = 24 * 3600_000
const MAX_PERIOD_DAYS = 366

export const isIsoDate = (text: string) => DATE.test(text) && parseChinaDateTime(text) !== null

/** A billing or statement period (yyyy-MM-dd, inclusive, China time) as the instants [from, until); refused if bad. */
export function periodRange(periodStart: string, periodEnd: string): { from: Date; until: Date } {
  if (!DATE.test(periodStart) || !DATE.test(periodEnd)) throw badRequest('账期须为 yyyy-MM-dd 日期')
  const from = parseChinaDateTime(periodStart)
  const last = parseChinaDateTime(periodEnd)
  if (!from || !last) throw badRequest('账期日期无效')
  if (last < from) throw badRequest('账期结束不能早于开始')
  const until = new Date(last.getTime() + DAY_MS)
  if (until.getTime() - from.getTime() > MAX_PERIOD_DAYS * DAY_MS) throw badRequest('账期不能超过一年')
  return { from, until }
}
