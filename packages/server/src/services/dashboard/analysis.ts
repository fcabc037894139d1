import { type AnalysisCard, IN_STORE_CHANNEL_DICT } from '@portico/contract'
import Decimal from 'decimal.js'
import { and, count, eq, gte, inArray, lt, type SQL, sum } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { inStoreBatch, inStoreLine, questionPiece } from '../../db/schema'
import { dictTextMap } from '../dicts/dicts'
import { chinaDaySql, chinaDayStart, chinaDays } from '../shared/china-days'
import {
  dispatchedPerDay,
  inStoreNowAndAtDayStart,
  inTransitNowAndAtDayStart,
  scannedInPerChannel,
  scannedInPerDay,
  scannedInTrend,
} from './parcel-cards'
import { revenueOfMonth } from './revenue'

/** Question-piece statuses still to be handled (待处理, 处理中). */
export const OPEN_QUESTION_STATUSES = ['0', '1']

/** In-store lines of the tenant's batches (batches are tenant-owned; their lines go with them). */
const tenantLines = (db: Db, tenantId: number) =>
  inArray(
    inStoreLine.batchId,
    db.select({ id: inStoreBatch.id }).from(inStoreBatch).where(eq(inStoreBatch.tenantId, tenantId)),
  )
const tenantPieces = (tenantId: number) => eq(questionPiece.tenantId, tenantId)

/** Rows created per GMT+8 day since `from`, of in-store lines or question pieces (`scope`: the tenant's). */
async function dailyCounts(db: Db, table: typeof inStoreLine | typeof questionPiece, scope: SQL, from: Date) {
  const day = chinaDaySql(table.createTime)
  const rows = await db
    .select({ day, n: count() })
    .from(table)
    .where(and(scope, gte(table.createTime, from)))
    .groupBy(day)
  return new Map(rows.map((r) => [r.day, Number(r.n)]))
}

function lastDays<T extends number | string>(byDay: Map<string, T>, now: Date, zero: T, days = 7) {
  return chinaDays(chinaDayStart(now, days - 1), now).map((day) => ({ day, value: byDay.get(day) ?? zero }))
}

/** Two per-day counts added up. */
function added(a: Map<string, number>, b: Map<string, number>) {
  const sum = new Map(a)
  for (const [day, n] of b) sum.set(day, (sum.get(day) ?? 0) + n)
  return sum
}

/**
 * 首页 cards, each an SQL aggregate over real tables: 批量入库's lines and question pieces of the request's tenant;
 * parcels and billed revenue of every customer for the platform's staff, of its own company for a customer's user.
 */
export async function analysisCards(
  db: Db,
  scope: { tenantId: number; customerId: number | null },
  now = new Date(),
): Promise<AnalysisCard[]> {
  const { tenantId, customerId } = scope
  const weekStart = chinaDayStart(now, 6)
  const [lineDays, scannedDays, questionDays, outDays] = await Promise.all([
    dailyCounts(db, inStoreLine, tenantLines(db, tenantId), weekStart),
    scannedInPerDay(db, customerId, weekStart),
    dailyCounts(db, questionPiece, tenantPieces(tenantId), weekStart),
    dispatchedPerDay(db, customerId, weekStart),
  ])
  const parcels = lastDays(added(lineDays, scannedDays), now, 0)
  const questions = lastDays(questionDays, now, 0)
  const inStore = await inStoreNowAndAtDayStart(db, customerId, now)
  const inTransit = await inTransitNowAndAtDayStart(db, customerId, now)
  const revenue = await revenueOfMonth(db, customerId, now)

  const [open] = await db
    .select({ n: count() })
    .from(questionPiece)
    .where(and(tenantPieces(tenantId), inArray(questionPiece.status, OPEN_QUESTION_STATUSES)))
  const [openBefore] = await db
    .select({ n: count() })
    .from(questionPiece)
    .where(
      and(
        tenantPieces(tenantId),
        inArray(questionPiece.status, OPEN_QUESTION_STATUSES),
        lt(questionPiece.createTime, chinaDayStart(now)),
      ),
    )

  return [
    {
      key: 'parcelsToday',
      title: '今日入库包裹',
      available: true,
      value: parcels.at(-1)!.value,
      unit: '件',
      previous: parcels.at(-2)!.value,
      comparedWith: '昨日',
      daily: parcels,
      note: '今日扫描入库与批量入库的包裹',
    },
    {
      key: 'inStore',
      title: '在库包裹',
      available: true,
      value: inStore.now,
      unit: '件',
      previous: inStore.atDayStart,
      comparedWith: '昨日',
      daily: parcels,
      note: '已入库、已装袋与暂扣，尚未出库',
    },
    {
      key: 'inTransit',
      title: '运输中',
      available: true,
      value: inTransit.now,
      unit: '件',
      previous: inTransit.atDayStart,
      comparedWith: '昨日',
      daily: lastDays(outDays, now, 0),
      note: '已出库尚未签收（每日趋势为出库包裹数）',
    },
    {
      key: 'questionsOpen',
      title: '未处理问题件',
      available: true,
      value: Number(open?.n ?? 0),
      unit: '件',
      previous: Number(openBefore?.n ?? 0),
      comparedWith: '昨日',
      daily: questions,
      note: '待处理与处理中的问题件',
    },
    {
      key: 'revenueMonth',
      title: '本月营收',
      available: true,
      value: revenue.thisMonth,
      unit: '元',
      previous: revenue.lastMonth,
      comparedWith: '上月同期',
      daily: lastDays(revenue.perDay, now, '0.00'),
      note: '本月出具账单的运费与杂费（不含代垫税费）',
    },
  ]
}

export const MAX_TREND_DAYS = 366

/**
 * Parcels (批量入库's lines and parcels scanned in), pieces, weight and question pieces per day over [from, to]
 * (GMT+8 days).
 */
export async function parcelTrend(
  db: Db,
  scope: { tenantId: number; customerId: number | null },
  from: Date,
  to: Date,
) {
  const { tenantId, customerId } = scope
  const day = chinaDaySql(inStoreLine.createTime)
  const lines = await db
    .select({ day, parcels: count(), pieces: sum(inStoreLine.pieces), weight: sum(inStoreLine.weight) })
    .from(inStoreLine)
    .where(and(tenantLines(db, tenantId), gte(inStoreLine.createTime, from), lt(inStoreLine.createTime, to)))
    .groupBy(day)
  const scanned = await scannedInTrend(db, customerId, from, to)
  const qDay = chinaDaySql(questionPiece.createTime)
  const questions = await db
    .select({ day: qDay, n: count() })
    .from(questionPiece)
    .where(and(tenantPieces(tenantId), gte(questionPiece.createTime, from), lt(questionPiece.createTime, to)))
    .groupBy(qDay)
  const byDay = new Map(lines.map((r) => [r.day, r]))
  const scannedByDay = new Map(scanned.map((r) => [r.day, r]))
  const qByDay = new Map(questions.map((r) => [r.day, Number(r.n)]))
  return chinaDays(from, new Date(to.getTime() - 1)).map((d) => {
    const line = byDay.get(d)
    const scan = scannedByDay.get(d)
    const parcels = Number(line?.parcels ?? 0) + Number(scan?.parcels ?? 0)
    return {
      day: d,
      parcels,
      // A scanned parcel is one piece.
      pieces: Number(line?.pieces ?? 0) + Number(scan?.parcels ?? 0),
      // Decimal text (kg, 3 places), summed exactly.
      weight: new Decimal(line?.weight ?? 0).plus(scan?.weight ?? 0).toFixed(3),
      questions: qByDay.get(d) ?? 0,
    }
  })
}

/**
 * Channels with the most parcels received in [from, to): the parcels the trend counts (批量入库's lines of the tenant
 * and the parcels scanned in), by the channel each was received under, so both add up to the same total.
 */
export async function topChannels(
  db: Db,
  scope: { tenantId: number; customerId: number | null },
  from: Date,
  to: Date,
  limit = 10,
) {
  const lines = await db
    .select({ channel: inStoreLine.channel, parcels: count() })
    .from(inStoreLine)
    .where(
      and(tenantLines(db, scope.tenantId), gte(inStoreLine.createTime, from), lt(inStoreLine.createTime, to)),
    )
    .groupBy(inStoreLine.channel)
  const scanned = await scannedInPerChannel(db, scope.customerId, from, to)
  const byChannel = new Map<string, number>()
  for (const row of [...lines, ...scanned])
    byChannel.set(row.channel, (byChannel.get(row.channel) ?? 0) + Number(row.parcels))
  const names = await dictTextMap(db, IN_STORE_CHANNEL_DICT)
  return [...byChannel]
    .sort(([a, m], [b, n]) => n - m || a.localeCompare(b))
    .slice(0, limit)
    .map(([channel, parcels]) => ({ channel, name: names.get(channel) ?? channel, parcels }))
}
