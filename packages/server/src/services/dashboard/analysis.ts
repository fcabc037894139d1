import { and, count, desc, eq, gte, inArray, lt, type SQL, sql, sum } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { inStoreBatch, inStoreLine, questionPiece } from '../../db/schema'
import { dictTextMap } from '../dicts/dicts'
import { chinaDaySql, chinaDayStart, chinaDays } from '../shared/china-days'

/** Question-piece statuses still to be handled (待处理, 处理中). */
export const OPEN_QUESTION_STATUSES = ['0', '1']

export interface AnalysisCard {
  key: string
  title: string
  /** false: the data behind the card does not exist yet; `note` says which. */
  available: boolean
  value: number | null
  unit: string
  /** The same figure for the day (or month) before, to show the trend. */
  previous: number | null
  /** Last 7 days, oldest first. */
  daily: { day: string; value: number }[]
  note?: string
}

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

function lastDays(byDay: Map<string, number>, now: Date, days = 7) {
  return chinaDays(chinaDayStart(now, days - 1), now).map((day) => ({ day, value: byDay.get(day) ?? 0 }))
}

const unavailable = (key: string, title: string, unit: string, note: string): AnalysisCard => ({
  key,
  title,
  available: false,
  value: null,
  unit,
  previous: null,
  daily: [],
  note,
})

/**
 * 首页 cards of one tenant, each an SQL aggregate over the tables that exist; cards without a table say so.
 */
export async function analysisCards(db: Db, tenantId: number, now = new Date()): Promise<AnalysisCard[]> {
  const weekStart = chinaDayStart(now, 6)
  const [lineDays, questionDays] = await Promise.all([
    dailyCounts(db, inStoreLine, tenantLines(db, tenantId), weekStart),
    dailyCounts(db, questionPiece, tenantPieces(tenantId), weekStart),
  ])
  const parcels = lastDays(lineDays, now)
  const questions = lastDays(questionDays, now)

  const [inStore] = await db
    .select({ n: count() })
    .from(inStoreLine)
    .innerJoin(inStoreBatch, sql`${inStoreBatch.id} = ${inStoreLine.batchId}`)
    .where(and(sql`${inStoreBatch.status} = '1'`, eq(inStoreBatch.tenantId, tenantId)))
  const [inStoreBefore] = await db
    .select({ n: count() })
    .from(inStoreLine)
    .innerJoin(inStoreBatch, sql`${inStoreBatch.id} = ${inStoreLine.batchId}`)
    .where(
      and(
        sql`${inStoreBatch.status} = '1'`,
        eq(inStoreBatch.tenantId, tenantId),
        lt(inStoreBatch.completeTime, chinaDayStart(now)),
      ),
    )
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
      daily: parcels,
      note: '今日录入的入库明细',
    },
    {
      key: 'inStore',
      title: '在库包裹',
      available: true,
      value: Number(inStore?.n ?? 0),
      unit: '件',
      previous: Number(inStoreBefore?.n ?? 0),
      daily: parcels,
      note: '已完成入库批次中的包裹（出库数据尚未建成，未扣除出库）',
    },
    unavailable('inTransit', '运输中', '件', '暂无数据：运单与出库数据表尚未建成'),
    {
      key: 'questionsOpen',
      title: '未处理问题件',
      available: true,
      value: Number(open?.n ?? 0),
      unit: '件',
      previous: Number(openBefore?.n ?? 0),
      daily: questions,
      note: '待处理与处理中的问题件',
    },
    unavailable('revenueMonth', '本月营收', '元', '暂无数据：账单与财务数据表尚未建成'),
  ]
}

export const MAX_TREND_DAYS = 366

/** Parcels (in-store lines, pieces, weight) and question pieces per day over [from, to] (GMT+8 days). */
export async function parcelTrend(db: Db, tenantId: number, from: Date, to: Date) {
  const day = chinaDaySql(inStoreLine.createTime)
  const lines = await db
    .select({ day, parcels: count(), pieces: sum(inStoreLine.pieces), weight: sum(inStoreLine.weight) })
    .from(inStoreLine)
    .where(and(tenantLines(db, tenantId), gte(inStoreLine.createTime, from), lt(inStoreLine.createTime, to)))
    .groupBy(day)
  const qDay = chinaDaySql(questionPiece.createTime)
  const questions = await db
    .select({ day: qDay, n: count() })
    .from(questionPiece)
    .where(and(tenantPieces(tenantId), gte(questionPiece.createTime, from), lt(questionPiece.createTime, to)))
    .groupBy(qDay)
  const byDay = new Map(lines.map((r) => [r.day, r]))
  const qByDay = new Map(questions.map((r) => [r.day, Number(r.n)]))
  return chinaDays(from, new Date(to.getTime() - 1)).map((d) => ({
    day: d,
    parcels: Number(byDay.get(d)?.parcels ?? 0),
    pieces: Number(byDay.get(d)?.pieces ?? 0),
    // Decimal text from SQL, kept exact (kg, 3 places).
    weight: byDay.get(d)?.weight ?? '0',
    questions: qByDay.get(d) ?? 0,
  }))
}

/** Channels with the most parcels in [from, to]. */
export async function topChannels(db: Db, tenantId: number, from: Date, to: Date, limit = 10) {
  const parcels = count()
  const rows = await db
    .select({ channel: inStoreLine.channel, parcels })
    .from(inStoreLine)
    .where(and(tenantLines(db, tenantId), gte(inStoreLine.createTime, from), lt(inStoreLine.createTime, to)))
    .groupBy(inStoreLine.channel)
    .orderBy(desc(parcels))
    .limit(limit)
  const names = await dictTextMap(db, 'logistics_channel')
  return rows.map((r) => ({
    channel: r.channel,
    name: names.get(r.channel) ?? r.channel,
    parcels: Number(r.parcels),
  }))
}
