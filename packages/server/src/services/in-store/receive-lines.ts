import {
  type InStoreRefusedLine,
  PARCEL_STATUS,
  PARCEL_STATUS_TEXT,
  type ParcelStatus,
  s10Problem,
} from '@portico/contract'
import { inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type inStoreLine, logisticsChannel, logisticsParcel } from '../../db/schema'
import { HttpError } from '../../http/envelope'
import { limitProblem, measuredValues } from '../logistics/in-store-scan'
import { openQuestionPieces } from '../logistics/question-pieces'
import { type Measured, receiveParcel, type Station } from '../logistics/receive-parcel'
import { trackingProblem } from '../logistics/tracking-rule'
import { formatDateTime } from '../shared/dates'

type LineRow = typeof inStoreLine.$inferSelect
type Parcel = typeof logisticsParcel.$inferSelect
type Channel = typeof logisticsChannel.$inferSelect

/** An S10-shaped number: when unknown, its check digit says more than "no data" (a mistyped or misread label). */
const S10_LIKE = /^[A-Z]{2}\d{9}[A-Z]{2}$/
/** How many refused lines the message names; the envelope's result lists them all. */
const NAMED_IN_MESSAGE = 10

interface Receivable {
  parcel: Parcel
  channel: Channel
  measured: Measured
}

/** Why 入库扫描 would not take this line's parcel, or what it needs to receive it. */
function checkLine(
  line: LineRow,
  parcel: Parcel | undefined,
  channels: ReadonlyMap<string, Channel>,
  held: ReadonlySet<string>,
): Receivable | string {
  const no = line.trackingNo
  if (!parcel) {
    const digit = S10_LIKE.test(no) ? s10Problem(no) : null
    return digit ?? '无数据：系统中没有这个运单号'
  }
  if (held.has(no)) return '该包裹有待处理的问题件，请先在问题件扫描中处理'
  if (parcel.inStoreTime)
    return `重复入库：该包裹已于 ${formatDateTime(parcel.inStoreTime)?.slice(0, 10)} 入库`
  if (parcel.status !== PARCEL_STATUS.ordered)
    return `包裹当前状态为「${PARCEL_STATUS_TEXT[parcel.status as ParcelStatus] ?? parcel.status}」，不能入库`
  const channel = channels.get(parcel.channelCode)
  if (!channel) return `无数据：渠道 ${parcel.channelCode} 不存在`
  if (line.channel !== channel.code) return `渠道不符：该包裹的渠道为 ${channel.name}（${channel.code}）`
  const numberProblem = trackingProblem(no, channel)
  if (numberProblem) return numberProblem
  let measured: Measured
  try {
    measured = measuredValues({ trackingNo: no, stationCode: '', weight: String(line.weight) })
  } catch (error) {
    return error instanceof Error ? error.message : '重量不正确'
  }
  return limitProblem(channel, measured.weight, null) ?? { parcel, channel, measured }
}

function refusedMessage(refused: readonly InStoreRefusedLine[]): string {
  const named = refused
    .slice(0, NAMED_IN_MESSAGE)
    .map((line) => `第${line.row}行 ${line.trackingNo}：${line.reason}`)
  const more = refused.length > NAMED_IN_MESSAGE ? `；等共${refused.length}行` : ''
  return `有${refused.length}行不能入库，请修改或删除后再完成入库：${named.join('；')}${more}`
}

/**
 * 完成入库's receiving, in the caller's transaction: every line's parcel is found and locked and checked as 入库扫描
 * checks it (unknown number, check digit and channel number rule, open 问题件, already received, channel, weight
 * limit). One refused line refuses the batch: a 400 listing every refused line (`result`), nothing received, so the
 * clerk fixes or removes those lines and completes again (a completed batch is read only, and a number stays in its
 * batch). Otherwise each parcel is received at the batch's station with the line's weight, as a scan would.
 */
export async function receiveBatchLines(
  tx: Db,
  lines: readonly LineRow[],
  station: Station,
  operator: string,
  now: Date,
): Promise<void> {
  const numbers = lines.map((line) => line.trackingNo)
  const parcels = await tx
    .select()
    .from(logisticsParcel)
    .where(inArray(logisticsParcel.trackingNo, numbers))
    .orderBy(logisticsParcel.id)
    .for('update')
  const byNumber = new Map(parcels.map((parcel) => [parcel.trackingNo, parcel]))
  const channelCodes = [...new Set(parcels.map((parcel) => parcel.channelCode))]
  const channels = channelCodes.length
    ? await tx.select().from(logisticsChannel).where(inArray(logisticsChannel.code, channelCodes))
    : []
  const byCode = new Map(channels.map((channel) => [channel.code, channel]))
  const held = new Set((await openQuestionPieces(tx, numbers)).map((question) => question.waybillNo))

  const refused: InStoreRefusedLine[] = []
  const receivable: Receivable[] = []
  lines.forEach((line, index) => {
    const checked = checkLine(line, byNumber.get(line.trackingNo), byCode, held)
    if (typeof checked === 'string')
      refused.push({ row: index + 1, trackingNo: line.trackingNo, reason: checked })
    else receivable.push(checked)
  })
  if (refused.length > 0) throw new HttpError(400, refusedMessage(refused), refused)
  for (const { parcel, channel, measured } of receivable)
    await receiveParcel(tx, parcel, channel, measured, station, operator, now)
}
