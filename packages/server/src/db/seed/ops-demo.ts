import { getTableColumns, inArray } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { seedId } from '../../services/shared/ids'
import { insertMany } from '../../services/shared/insert-many'
import type { Db } from '../client'
import {
  logisticsOrder,
  logisticsOrderItem,
  logisticsParcel,
  logisticsStation,
  parcelEvent,
  questionPiece,
} from '../schema'
import { seedCustomerTenants } from './customer-tenants'
import { DEMO_STATIONS, type DemoParcel, demoParcel } from './ops-demo-data'

export const DEMO_PARCEL_COUNT = 200

/** Every column of a table but the generated ones (serial ids). */
const filled = <T extends PgTable>(table: T, skip: string[] = []) =>
  Object.keys(getTableColumns(table)).filter((key) => !skip.includes(key)) as (keyof T['$inferInsert'] &
    string)[]

/** Writes built parcels (orders, goods, parcels, events), one multi-row statement per table. */
export async function writeParcels(db: Db, parcels: DemoParcel[]): Promise<void> {
  await insertMany(
    db,
    logisticsOrder,
    filled(logisticsOrder),
    parcels.map((p) => p.order),
  )
  await insertMany(
    db,
    logisticsOrderItem,
    filled(logisticsOrderItem),
    parcels.flatMap((p) => p.items),
  )
  await insertMany(
    db,
    logisticsParcel,
    filled(logisticsParcel),
    parcels.map((p) => p.parcel),
  )
  await insertMany(
    db,
    parcelEvent,
    filled(parcelEvent, ['id']),
    parcels.flatMap((p) => p.events),
  )
}

/**
 * The operations demo (idempotent): three customer companies (tenants 1001–1003), the stations, and 200 parcels
 * of theirs across six weeks and every status with their trajectories; the parcels on hold or returned have their
 * 问题件 (open, or handled by return). `parcels: false` (a simulated database) keeps only the tenants and stations.
 */
export async function seedOpsDemo(db: Db, now: Date, options = { parcels: true }): Promise<void> {
  await seedCustomerTenants(db, now)
  await db
    .insert(logisticsStation)
    .values(
      DEMO_STATIONS.map((s) => ({
        ...s,
        id: seedId(`station:${s.code}`),
        createBy: 'admin',
        createTime: now,
      })),
    )
    .onConflictDoNothing()
  if (!options.parcels) return
  const first = demoParcel(0, now)
  const seeded = await db
    .select({ id: logisticsParcel.id })
    .from(logisticsParcel)
    .where(inArray(logisticsParcel.id, [first.parcel.id]))
  if (seeded.length > 0) return
  const parcels = Array.from({ length: DEMO_PARCEL_COUNT }, (_, n) => demoParcel(n, now))
  await writeParcels(db, parcels)
  const problems = parcels.filter((p) => p.parcel.status === '8' || p.parcel.status === '9')
  if (problems.length === 0) return
  await db.insert(questionPiece).values(
    problems.map(({ parcel, events }) => {
      const held = events.find((e) => e.eventCode === 'EXCEPTION')!
      const returned = parcel.status === '9'
      return {
        id: seedId(`demo-question:${parcel.id}`),
        waybillNo: parcel.trackingNo,
        questionType: '1',
        status: returned ? '2' : '0',
        description: '入库时发现外包装破损，内件待核实',
        handling: returned ? 'RETURN' : null,
        handleBy: returned ? 'zhangwei' : null,
        handleTime: returned ? (events.at(-1)?.eventTime ?? null) : null,
        tenantId: 1,
        createBy: 'zhangwei',
        createTime: held.eventTime,
      }
    }),
  )
}
