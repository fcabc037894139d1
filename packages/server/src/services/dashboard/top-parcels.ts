import { and, count, desc, eq, gte, lt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { logisticsParcel, sysTenant } from '../../db/schema'
import { dictTextMap } from '../dicts/dicts'

/** Parcels created in [from, to]: every customer's for the platform's staff, a customer's own for its users. */
const parcelsIn = (customerId: number | null, from: Date, to: Date) =>
  and(
    gte(logisticsParcel.createTime, from),
    lt(logisticsParcel.createTime, to),
    customerId === null ? undefined : eq(logisticsParcel.customerId, customerId),
  )

/** Destination countries with the most parcels created in [from, to]. */
export async function topDestinations(db: Db, customerId: number | null, from: Date, to: Date, limit = 10) {
  const parcels = count()
  const rows = await db
    .select({ country: logisticsParcel.destinationCountry, parcels })
    .from(logisticsParcel)
    .where(parcelsIn(customerId, from, to))
    .groupBy(logisticsParcel.destinationCountry)
    .orderBy(desc(parcels), logisticsParcel.destinationCountry)
    .limit(limit)
  const names = await dictTextMap(db, 'country')
  return rows.map((r) => ({
    country: r.country,
    name: names.get(r.country) ?? r.country,
    parcels: Number(r.parcels),
  }))
}

/** Customer companies with the most parcels created in [from, to]. */
export async function topCustomers(db: Db, customerId: number | null, from: Date, to: Date, limit = 10) {
  const parcels = count()
  const rows = await db
    .select({ customerId: logisticsParcel.customerId, name: sysTenant.name, parcels })
    .from(logisticsParcel)
    .leftJoin(sysTenant, eq(sysTenant.id, logisticsParcel.customerId))
    .where(parcelsIn(customerId, from, to))
    .groupBy(logisticsParcel.customerId, sysTenant.name)
    .orderBy(desc(parcels), logisticsParcel.customerId)
    .limit(limit)
  return rows.map((r) => ({
    customerId: r.customerId,
    name: r.name ?? String(r.customerId),
    parcels: Number(r.parcels),
  }))
}
