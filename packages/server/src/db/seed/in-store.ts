import { InStoreBatchStatus } from '@portico/contract'
import { count } from 'drizzle-orm'
import { batchNoPrefix } from '../../services/in-store/batches'
import { seedId } from '../../services/shared/ids'
import type { Db } from '../client'
import { inStoreBatch, inStoreLine } from '../schema'

/** A morning's pickup at the site, half scanned: what 批量入库 shows on a fresh install. */
const DEMO_LINES: [
  trackingNo: string,
  weight: number,
  pieces: number,
  channel: string,
  remark: string | null,
][] = [
  ['SF1400000000001', 1.25, 1, 'SF', null],
  ['SF1400000000002', 3.5, 2, 'SF', '外箱轻微压痕'],
  ['YT8800000000003', 0.68, 1, 'YTO', null],
  ['EA100000004CN', 12.4, 3, 'EMS', '超长件，单独堆放'],
  ['JDV000000000005', 2.05, 1, 'JD', null],
]

export const DEMO_IN_STORE_BATCH_ID = seedId('in-store-batch:demo')

/** The demo batch, when there is no batch at all (first start, or a database from before the page). */
export async function seedInStoreDemo(db: Db, now: Date): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(inStoreBatch)
  if (Number(existing?.n ?? 0) > 0) return
  const batchId = DEMO_IN_STORE_BATCH_ID
  const weight = DEMO_LINES.reduce((sum, [, w]) => sum + w * 1000, 0) / 1000
  await db.insert(inStoreBatch).values({
    id: batchId,
    batchNo: `${batchNoPrefix(now)}001`,
    status: InStoreBatchStatus.OPEN,
    defaultChannel: 'SF',
    remark: '早班揽收（演示）',
    lineCount: DEMO_LINES.length,
    totalPieces: DEMO_LINES.reduce((sum, [, , pieces]) => sum + pieces, 0),
    totalWeight: weight,
    revision: 1,
    createBy: 'zhangwei',
    createTime: now,
  })
  await db.insert(inStoreLine).values(
    DEMO_LINES.map(([trackingNo, w, pieces, channel, remark], index) => ({
      id: seedId(`in-store-line:${trackingNo}`),
      batchId,
      trackingNo,
      weight: w,
      pieces,
      channel,
      remark,
      orderNum: index + 1,
      createBy: 'zhangwei',
      createTime: now,
    })),
  )
}
