import { type InStoreScanBody, type InStoreScanResult, PARCEL_STATUS, s10Problem } from '@portico/contract'
import Decimal from 'decimal.js'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { logisticsChannel, logisticsParcel } from '../../db/schema'
import { badRequest } from '../../http/envelope'
import { formatDateTime } from '../shared/dates'
import { parcelRowWhere } from './parcel-rows'
import { hasOpenQuestion, openQuestionPieces, QUESTION_TYPE, raiseQuestion } from './question-pieces'
import { openStation, receiveParcel } from './receive-parcel'
import { trackingProblem } from './tracking-rule'
import { recordParcelEvents } from './trajectory'

type Channel = typeof logisticsChannel.$inferSelect

const DECIMAL = /^\d{1,7}(\.\d{1,3})?$/

/** A positive decimal of the form, or a 400 naming the field. */
function positive(value: string | null | undefined, label: string): string | null {
  if (value === null || value === undefined || value.trim() === '') return null
  const text = value.trim()
  if (!DECIMAL.test(text) || new Decimal(text).lessThanOrEqualTo(0))
    throw badRequest(`${label}须为大于0的数字（最多3位小数）`)
  return text
}

/** The measured weight and sizes: weight required and > 0; the three sizes all or none. */
export function measuredValues(body: InStoreScanBody) {
  const weight = positive(body.weight, '重量')
  if (weight === null) throw badRequest('请输入重量')
  const sizes = [positive(body.lengthCm, '长'), positive(body.widthCm, '宽'), positive(body.heightCm, '高')]
  const given = sizes.filter((s) => s !== null).length
  if (given !== 0 && given !== 3) throw badRequest('长宽高须同时填写，或都不填')
  return { weight, sizes: given === 3 ? (sizes as [string, string, string]) : null }
}

/** Which of the channel's limits the parcel exceeds, or null. */
export function limitProblem(channel: Channel, weight: string, sizes: [string, string, string] | null) {
  if (new Decimal(weight).greaterThan(channel.maxWeight))
    return `超重：${weight}kg 超过渠道 ${channel.code} 限重 ${new Decimal(channel.maxWeight).toString()}kg`
  if (!sizes) return null
  const longest = Decimal.max(...sizes)
  if (channel.maxLength && longest.greaterThan(channel.maxLength))
    return `超尺寸：最长边 ${longest.toString()}cm 超过上限 ${new Decimal(channel.maxLength).toString()}cm`
  const sum = sizes.reduce((total, s) => total.plus(s), new Decimal(0))
  if (channel.maxDimensionSum && sum.greaterThan(channel.maxDimensionSum))
    return `超尺寸：三边和 ${sum.toString()}cm 超过上限 ${new Decimal(channel.maxDimensionSum).toString()}cm`
  return null
}

export interface ScanActor {
  username: string
  tenantId: number
}

/** Two letters, nine digits, two letters: a number that must pass the S10 check digit before it is looked up. */
const S10_LIKE = /^[A-Z]{2}\d{9}[A-Z]{2}$/

/**
 * 入库扫描, in one transaction: the parcel found by its number and locked; an unknown number, a number that breaks
 * its channel's format and a parcel over the channel's limits each raise a 问题件 (a known parcel also goes on hold
 * with an EXCEPTION event) and answer the reason; otherwise its weights, station and in-store time are set and
 * IN_STORE is recorded. A misread S10 number (wrong check digit) and a parcel already in store are answered and
 * change nothing. Bad input (weight, sizes, station) is a 400 and writes nothing.
 */
export async function scanInStore(
  db: Db,
  body: InStoreScanBody,
  actor: ScanActor,
  at = new Date(),
): Promise<InStoreScanResult> {
  const trackingNo = body.trackingNo.trim().toUpperCase()
  if (!/^[A-Z0-9-]{4,40}$/.test(trackingNo)) throw badRequest('运单号为4-40位字母、数字或短横线')
  const { weight, sizes } = measuredValues(body)
  const misread = S10_LIKE.test(trackingNo) ? s10Problem(trackingNo) : null
  if (misread) return { accepted: false, trackingNo, message: `${misread}，请重新扫描或核对运单号` }
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db
    const station = await openStation(tx, body.stationCode)
    const measured = `重量 ${weight}kg${sizes ? `，尺寸 ${sizes.join('×')}cm` : ''}，站点 ${station.name}`
    const [parcel] = await tx
      .select()
      .from(logisticsParcel)
      .where(eq(logisticsParcel.trackingNo, trackingNo))
      .for('update')
    const refuse = async (questionType: string, reason: string): Promise<InStoreScanResult> => {
      const repeated = await hasOpenQuestion(tx, trackingNo, questionType)
      const questionId = repeated
        ? undefined
        : await raiseQuestion(tx, {
            waybillNo: trackingNo,
            questionType,
            description: `入库扫描：${reason}（${measured}）`,
            tenantId: actor.tenantId,
            operator: actor.username,
            time: at,
          })
      if (parcel && !repeated)
        await recordParcelEvents(tx, [parcel], 'EXCEPTION', {
          time: at,
          operator: actor.username,
          location: station.name,
          timeZone: station.timeZone,
          descriptionCn: `包裹异常，暂扣处理：${reason}`,
        })
      return {
        accepted: false,
        trackingNo,
        message: repeated ? `${reason}（已有待处理的问题件）` : reason,
        questionType,
        questionId,
        parcel: parcel
          ? ((await parcelRowWhere(tx, eq(logisticsParcel.id, parcel.id))) ?? undefined)
          : undefined,
      }
    }
    if (parcel?.status === PARCEL_STATUS.onHold && (await openQuestionPieces(tx, [trackingNo])).length > 0)
      return {
        accepted: false,
        trackingNo,
        message: '该包裹有待处理的问题件，请先在问题件扫描中处理',
        parcel: (await parcelRowWhere(tx, eq(logisticsParcel.id, parcel.id))) ?? undefined,
      }
    if (!parcel) return refuse(QUESTION_TYPE.noData, '无数据：系统中没有这个运单号')
    if (parcel.inStoreTime)
      return {
        accepted: false,
        trackingNo,
        message: `重复扫描：该包裹已于 ${formatDateTime(parcel.inStoreTime)} 入库`,
        parcel: (await parcelRowWhere(tx, eq(logisticsParcel.id, parcel.id))) ?? undefined,
      }
    const [channel] = await tx
      .select()
      .from(logisticsChannel)
      .where(eq(logisticsChannel.code, parcel.channelCode))
    if (!channel) return refuse(QUESTION_TYPE.noData, `无数据：渠道 ${parcel.channelCode} 不存在`)
    const numberProblem = trackingProblem(trackingNo, channel)
    if (numberProblem) return refuse(QUESTION_TYPE.badNumber, numberProblem)
    const overLimit = limitProblem(channel, weight, sizes)
    if (overLimit) return refuse(QUESTION_TYPE.overLimit, overLimit)

    await receiveParcel(tx, parcel, channel, { weight, sizes }, station, actor.username, at)
    const row = await parcelRowWhere(tx, eq(logisticsParcel.id, parcel.id))
    return {
      accepted: true,
      trackingNo,
      message: `入库成功：计费重 ${row?.billableWeight}kg`,
      parcel: row ?? undefined,
    }
  })
}
