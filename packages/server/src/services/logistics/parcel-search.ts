import {
  ORDER_PASTE_MAX,
  type OrderPasteResult,
  type Page,
  type ParcelFilters,
  type ParcelRow,
} from '@portico/contract'
import { and, desc, eq, gte, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { logisticsOrder, logisticsParcel } from '../../db/schema'
import { badRequest } from '../../http/envelope'
import { type PageParams, pageParams, toPage } from '../query/page'
import { ESTIMATE_ABOVE_ROWS, listTotal, totalAfterPage } from '../query/total'
import { parseChinaDateTime } from '../shared/dates'
import { parcelRowQuery, toParcelRow } from './parcel-rows'

export type { ParcelFilters }

function dateBound(value: string | undefined, label: string, endOfDay: boolean): Date | null {
  if (!value?.trim()) return null
  const date = parseChinaDateTime(value, endOfDay)
  if (!date) throw badRequest(`${label}格式应为 yyyy-MM-dd 或 yyyy-MM-dd HH:mm:ss`)
  return date
}

/**
 * Where-conditions of the filters, all on logistics_parcel's columns, narrowed to the request's customer when a
 * customer's user asks.
 */
export function parcelConditions(filters: ParcelFilters, customerId: number | null): SQL[] {
  const conditions: SQL[] = []
  const text = (value: string | undefined) => (value?.trim() ? value.trim() : null)
  const trackingNo = text(filters.trackingNo)
  if (trackingNo) conditions.push(eq(logisticsParcel.trackingNo, trackingNo.toUpperCase()))
  const orderNo = text(filters.platformOrderNo)
  // On the parcel's own column, so that counting needs no join (and may stay on an index).
  if (orderNo)
    conditions.push(
      sql`${logisticsParcel.orderId} in (select ${logisticsOrder.id} from ${logisticsOrder} where ${logisticsOrder.platformOrderNo} = ${orderNo})`,
    )
  const customer = text(filters.customerId)
  if (customer) {
    if (!/^\d{1,9}$/.test(customer)) throw badRequest('客户编号应为数字')
    conditions.push(eq(logisticsParcel.customerId, Number(customer)))
  }
  for (const [value, column] of [
    [filters.channelCode, logisticsParcel.channelCode],
    [filters.status, logisticsParcel.status],
    [filters.destinationCountry, logisticsParcel.destinationCountry],
    [filters.stationCode, logisticsParcel.stationCode],
  ] as const) {
    const v = text(value)
    if (v) conditions.push(eq(column, v))
  }
  for (const [begin, end, column, label] of [
    [filters.createTime_begin, filters.createTime_end, logisticsParcel.createTime, '下单时间'],
    [filters.inStoreTime_begin, filters.inStoreTime_end, logisticsParcel.inStoreTime, '入库时间'],
  ] as const) {
    const from = dateBound(begin, label, false)
    const to = dateBound(end, label, true)
    if (from) conditions.push(gte(column, from))
    if (to) conditions.push(lte(column, to))
  }
  if (customerId !== null) conditions.push(eq(logisticsParcel.customerId, customerId))
  return conditions
}

export const inStoreOnly = isNotNull(logisticsParcel.inStoreTime)

/** One page of parcels, newest first (by `sort`: create or in-store time). */
export async function parcelPage(
  db: Db,
  conditions: SQL[],
  page: PageParams,
  sort: 'createTime' | 'inStoreTime' = 'createTime',
): Promise<Page<ParcelRow>> {
  const where = and(...conditions)
  const column = sort === 'inStoreTime' ? logisticsParcel.inStoreTime : logisticsParcel.createTime
  const offset = (page.pageNo - 1) * page.pageSize
  const [rows, counted] = await Promise.all([
    parcelRowQuery(db)
      .where(where)
      .orderBy(desc(column), desc(logisticsParcel.id))
      .limit(page.pageSize)
      .offset(offset),
    // No join: the conditions are the parcel's, so a count of a filter an index covers reads that index only; at
    // a million parcels a filter's total is estimated (the pager says 「约」), see `listTotal`.
    listTotal(db, logisticsParcel, where, ESTIMATE_ABOVE_ROWS),
  ])
  const total = totalAfterPage(counted, { offset, pageSize: page.pageSize, rowCount: rows.length })
  return toPage(rows.map(toParcelRow), total, page)
}

export { pageParams }

/** Every parcel matching the conditions (an export), newest first, at most `limit`. */
export async function allParcels(db: Db, conditions: SQL[], limit = 50_000): Promise<ParcelRow[]> {
  const rows = await parcelRowQuery(db)
    .where(and(...conditions))
    .orderBy(desc(logisticsParcel.createTime), desc(logisticsParcel.id))
    .limit(limit)
  return rows.map(toParcelRow)
}

/**
 * 订单查询 by pasted numbers: each is a tracking number or a platform order number (up to 1,000). Answers the
 * parcels found, in the order of the numbers, and the numbers that matched nothing the caller may see.
 */
export async function parcelsByNumbers(
  db: Db,
  numbers: string[],
  customerId: number | null,
): Promise<OrderPasteResult> {
  if (numbers.length > ORDER_PASTE_MAX) throw badRequest(`一次最多查询 ${ORDER_PASTE_MAX} 个单号`)
  if (numbers.length === 0) return { records: [], notFound: [] }
  const upper = numbers.map((n) => n.toUpperCase())
  const scope = customerId === null ? [] : [eq(logisticsParcel.customerId, customerId)]
  // Two lookups, each on its own index (an OR across the join would scan the parcels).
  const [byTracking, byOrder] = await Promise.all([
    parcelRowQuery(db).where(and(inArray(logisticsParcel.trackingNo, upper), ...scope)),
    parcelRowQuery(db).where(and(inArray(logisticsOrder.platformOrderNo, numbers), ...scope)),
  ])
  const unique = new Map([...byTracking, ...byOrder].map((row) => [row.id, row]))
  const rows = [...unique.values()].map(toParcelRow)
  const position = new Map<string, number>()
  numbers.forEach((n, i) => {
    for (const key of [n, n.toUpperCase()]) if (!position.has(key)) position.set(key, i)
  })
  const matched = new Set<string>()
  const rank = (row: ParcelRow) => {
    const byTracking = position.get(row.trackingNo)
    const byOrder = row.platformOrderNo === null ? undefined : position.get(row.platformOrderNo)
    if (byTracking !== undefined) matched.add(row.trackingNo)
    if (byOrder !== undefined && row.platformOrderNo) matched.add(row.platformOrderNo)
    return Math.min(byTracking ?? Number.MAX_SAFE_INTEGER, byOrder ?? Number.MAX_SAFE_INTEGER)
  }
  const ranked = rows.map((row) => ({ row, rank: rank(row) })).sort((a, b) => a.rank - b.rank)
  const notFound = numbers.filter((n) => !matched.has(n) && !matched.has(n.toUpperCase()))
  return { records: ranked.map((r) => r.row), notFound }
}
