import {
  IN_STORE_LIMITS,
  IN_STORE_PIECES_MESSAGE,
  IN_STORE_REMARK_MESSAGE,
  IN_STORE_TRACKING_MESSAGE,
  IN_STORE_TRACKING_PATTERN,
  IN_STORE_WEIGHT_MESSAGE,
  type InStoreLineInput,
  isInStorePieces,
  isInStoreWeight,
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
    if (!isInStoreWeight(weightText)) throw fail(IN_STORE_WEIGHT_MESSAGE)
    const weight = Number(weightText)

    const piecesText = text(line.pieces)
    if (!isInStorePieces(piecesText)) throw fail(IN_STORE_PIECES_MESSAGE)
    const pieces = Number(piecesText)

    const channel = text(line.channel)
    if (!channel) throw fail('请选择渠道')
    if (!channels.has(channel)) throw fail(`渠道无效，可选：${[...channels.values()].join('、')}`)

    const remark = text(line.remark)
    if (remark.length > IN_STORE_LIMITS.remarkLength) throw fail(IN_STORE_REMARK_MESSAGE)

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
