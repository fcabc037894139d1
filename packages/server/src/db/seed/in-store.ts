import { InStoreBatchStatus, PARCEL_STATUS } from '@portico/contract'
import { and, asc, count, eq, isNull } from 'drizzle-orm'
import { batchNoPrefix } from '../../services/in-store/batches'
import { seedId } from '../../services/shared/ids'
import type { Db } from '../client'
import { inStoreBatch, inStoreLine, logisticsParcel } from '../schema'

/** Weights, pieces and remarks of the demo lines (each within every channel's limits). */
const DEMO_LINES: [weight: number, pieces: number, remark: string | null][] = [
  [0.45, 1, null],
  [1.25, 2, '外箱轻微压痕'],
  [0.68, 1, null],
  [1.8, 3, '超长件，单独堆放'],
  [0.9, 1, null],
]

export const DEMO_IN_STORE_BATCH_ID = seedId('in-store-batch:demo')
export const DEMO_IN_STORE_STATION = 'SZ-SORT'

/**
 * The demo batch, when there is no batch at all (first start, or a database from before the page): a morning's
 * pickup at the sorting centre, scanned but not yet completed, over ordered parcels still waiting to be received.
 */
export async function seedInStoreDemo(db: Db, now: Date): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(inStoreBatch)
  if (Number(existing?.n ?? 0) > 0) return
  const parcels = await db
    .select({ trackingNo: logisticsParcel.trackingNo, channelCode: logisticsParcel.channelCode })
    .from(logisticsParcel)
    .where(and(eq(logisticsParcel.status, PARCEL_STATUS.ordered), isNull(logisticsParcel.inStoreTime)))
    .orderBy(asc(logisticsParcel.trackingNo))
    .limit(DEMO_LINES.length)
  const lines = parcels.map((parcel, index) => {
    const [weight, pieces, remark] = DEMO_LINES[index]!
    return { ...parcel, weight, pieces, remark }
  })
  const batchId = DEMO_IN_STORE_BATCH_ID
  await db.insert(inStoreBatch).values({
    id: batchId,
    batchNo: `${batchNoPrefix(now)}001`,
    status: InStoreBatchStatus.OPEN,
    stationCode: DEMO_IN_STORE_STATION,
    defaultChannel: lines[0]?.channelCode ?? null,
    remark: '早班揽收（演示）',
    lineCount: lines.length,
    totalPieces: lines.reduce((sum, line) => sum + line.pieces, 0),
    totalWeight: lines.reduce((sum, line) => sum + line.weight * 1000, 0) / 1000,
    revision: 1,
    createBy: 'zhangwei',
    createTime: now,
  })
  if (lines.length === 0) return
  await db.insert(inStoreLine).values(
    lines.map((line, index) => ({
      id: seedId(`in-store-line:${line.trackingNo}`),
      batchId,
      trackingNo: line.trackingNo,
      weight: line.weight,
      pieces: line.pieces,
      channel: line.channelCode,
      remark: line.remark,
      orderNum: index + 1,
      createBy: 'zhangwei',
      createTime: now,
    })),
  )
}
