import {
  IN_STORE_LIMITS,
  IN_STORE_TRACKING_MESSAGE,
  IN_STORE_TRACKING_PATTERN,
  type InStoreLineInput,
} from '@portico/contract'
import { badRequest } from '../../http/envelope'

/** A line that passed the checks, ready to store; `id` only for a line that already exists. */
export interface CheckedLine {
  id?: string
  trackingNo: string
  weight: number
  pieces: number
  channel: string
  remark: string | null
}

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? '' : String(value).trim()

const WEIGHT = new RegExp(`^\\d{1,4}(\\.\\d{1,${IN_STORE_LIMITS.weightDecimals}})?$`)
const PIECES = /^\d{1,3}$/

/** Every line checked in order (as the table checks its columns); the first failure is a 400 naming its row. */
export function checkLines(lines: readonly unknown[], channels: ReadonlyMap<string, string>): CheckedLine[] {
  if (lines.length > IN_STORE_LIMITS.maxLines) throw badRequest(`一次最多保存${IN_STORE_LIMITS.maxLines}行`)
  const seen = new Map<string, number>()
  return lines.map((raw, index) => {
    const row = index + 1
    const fail = (message: string) => badRequest(`第${row}行：${message}`)
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw fail('数据格式不正确')
    const line = raw as Partial<Record<keyof InStoreLineInput, unknown>>
    // Carriers print tracking numbers in capitals; a hand-typed lower-case one is the same parcel.
    const trackingNo = text(line.trackingNo).toUpperCase()
    if (!trackingNo) throw fail('请输入运单号')
    if (!IN_STORE_TRACKING_PATTERN.test(trackingNo)) throw fail(IN_STORE_TRACKING_MESSAGE)
    const duplicate = seen.get(trackingNo)
    if (duplicate !== undefined) throw fail(`运单号 ${trackingNo} 与第${duplicate}行重复`)
    seen.set(trackingNo, row)

    const weightText = text(line.weight)
    if (!weightText) throw fail('请输入重量(kg)')
    const weight = Number(weightText)
    if (!WEIGHT.test(weightText) || weight <= 0 || weight > IN_STORE_LIMITS.maxWeightKg)
      throw fail(
        `重量须大于0且不超过${IN_STORE_LIMITS.maxWeightKg}kg（最多${IN_STORE_LIMITS.weightDecimals}位小数）`,
      )

    const piecesText = text(line.pieces)
    const pieces = Number(piecesText)
    if (!PIECES.test(piecesText) || pieces < 1 || pieces > IN_STORE_LIMITS.maxPieces)
      throw fail(`件数须为1-${IN_STORE_LIMITS.maxPieces}的整数`)

    const channel = text(line.channel)
    if (!channel) throw fail('请选择渠道')
    if (!channels.has(channel)) throw fail(`渠道无效，可选：${[...channels.values()].join('、')}`)

    const remark = text(line.remark)
    if (remark.length > IN_STORE_LIMITS.remarkLength)
      throw fail(`备注最多${IN_STORE_LIMITS.remarkLength}个字符`)

    const id = text(line.id)
    return { ...(id ? { id } : {}), trackingNo, weight, pieces, channel, remark: remark || null }
  })
}

/** The deleted ids as a list of distinct non-empty strings; an id both sent and deleted is a 400. */
export function checkDeleteIds(raw: unknown, lines: readonly CheckedLine[]): string[] {
  if (raw === undefined || raw === null) return []
  if (!Array.isArray(raw)) throw badRequest('deleteIds 须为数组')
  const ids = [...new Set(raw.map(text).filter(Boolean))]
  const deleting = new Set(ids)
  const both = lines.findIndex((line) => line.id !== undefined && deleting.has(line.id))
  if (both >= 0) throw badRequest(`第${both + 1}行既在保存的行中又在删除的行中`)
  return ids
}
