import type { Db } from '../../src/db/client'
import { writeParcels } from '../../src/db/seed/ops-demo'
import { demoParcel } from '../../src/db/seed/ops-demo-data'

/**
 * A fresh ordered parcel (status 0, waiting to be received) of the channel at n % 4: 0 SLS-TW-AIR, 1 EUB-US,
 * 2 EMS-JP, 3 LEX-MY; `trackingNo` replaces its number (e.g. one with a wrong check digit). Use an n no other test
 * of the run uses, with the suite's own prefix.
 */
export async function orderedParcel(db: Db, n: number, prefix: string, trackingNo?: string) {
  const built = demoParcel(n, new Date(), prefix, '0')
  if (trackingNo) {
    built.parcel.trackingNo = trackingNo
    for (const event of built.events) event.trackingNo = trackingNo
  }
  await writeParcels(db, [built])
  return built.parcel
}
