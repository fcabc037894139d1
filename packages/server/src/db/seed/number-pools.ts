import { seedId } from '../../services/shared/ids'
import type { Db } from '../client'
import { channelNumberPool } from '../schema'

/** The S10 channels' number ranges, clear of the demo parcels' serials (10,000,000 + n). */
const POOLS = [
  { channelCode: 'EUB-US', servicePrefix: 'LX', serialStart: 20_000_000, serialEnd: 20_999_999 },
  { channelCode: 'EMS-JP', servicePrefix: 'EA', serialStart: 20_000_000, serialEnd: 20_099_999 },
]

/** Seeds the demo number pools once (stable ids; existing rows are left as they are). */
export async function seedNumberPools(db: Db, now: Date): Promise<void> {
  await db
    .insert(channelNumberPool)
    .values(
      POOLS.map((pool) => ({
        id: seedId(`number-pool:${pool.channelCode}`),
        kind: 'S10',
        originCountry: 'CN',
        nextSerial: pool.serialStart,
        remark: '中国邮政下发号段',
        createBy: 'admin',
        createTime: now,
        ...pool,
      })),
    )
    .onConflictDoNothing()
}
