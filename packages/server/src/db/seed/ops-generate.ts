import type { Db } from '../client'
import { writeParcels } from './ops-demo'
import { demoParcel } from './ops-demo-data'

/** Where generated parcels are numbered from, apart from the 200 demo parcels. */
const FIRST = 1_000

/**
 * Inserts `count` more parcels like the demo's (orders, goods, trajectories) for benchmarks, `batch` parcels per
 * transaction of multi-row statements, numbered from `start` (the number already generated, to add more later);
 * `onProgress` hears the running total. Assumes the demo seed (customers, channels).
 */
export async function generateParcels(
  db: Db,
  count: number,
  options: { batch?: number; start?: number; now?: Date; onProgress?: (done: number) => void } = {},
): Promise<void> {
  const batch = options.batch ?? 5_000
  const now = options.now ?? new Date()
  for (let done = 0; done < count; done += batch) {
    const size = Math.min(batch, count - done)
    const first = FIRST + (options.start ?? 0) + done
    const parcels = Array.from({ length: size }, (_, i) => demoParcel(first + i, now, 'bench'))
    await db.transaction(async (tx) => writeParcels(tx as unknown as Db, parcels))
    options.onProgress?.(done + size)
  }
}
