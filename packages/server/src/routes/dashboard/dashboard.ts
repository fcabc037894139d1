import { DASHBOARD_PERMS, dashboardActions } from '@portico/contract'
import { count, desc, eq, gte, sql } from 'drizzle-orm'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { inStoreLine, logisticsParcel, sysLog } from '../../db/schema'
import type { Deps } from '../../deps'
import { badRequest, ok } from '../../http/envelope'
import { analysisCards, MAX_TREND_DAYS, parcelTrend, topChannels } from '../../services/dashboard/analysis'
import { topCustomers, topDestinations } from '../../services/dashboard/top-parcels'
import { workplaceTodo } from '../../services/dashboard/workplace-todo'
import { instancesUp } from '../../services/monitor/instances'
import { actorOf } from '../../services/resources/scope'
import { chinaDayStart } from '../../services/shared/china-days'
import { formatDateTime, parseChinaDateTime } from '../../services/shared/dates'
import { permissionCodesOf } from '../../services/users/current-user'
import { serveAction } from '../serve-action'

export { DASHBOARD_PERMS }

const DAY_MS = 24 * 3600_000

/** `from`..`to` (yyyy-MM-dd, GMT+8, inclusive) → [start, end); default the last 30 days. */
function rangeOf(query: { from?: string; to?: string }): { from: Date; to: Date } {
  const now = new Date()
  const from = query.from ? parseChinaDateTime(query.from) : chinaDayStart(now, 29)
  const toDay = query.to ? parseChinaDateTime(query.to) : chinaDayStart(now)
  if (!from || !toDay) throw badRequest('日期格式应为 yyyy-MM-dd')
  const to = new Date(toDay.getTime() + DAY_MS)
  if (to <= from) throw badRequest('结束日期不能早于开始日期')
  if ((to.getTime() - from.getTime()) / DAY_MS > MAX_TREND_DAYS)
    throw badRequest(`日期范围最多${MAX_TREND_DAYS}天`)
  return { from, to }
}

/** The tenant whose figures a dashboard shows; a user without one sees tenant-owned figures of none. */
const tenantOf = (request: FastifyRequest) => actorOf(request).tenantId ?? -1
const scopeOf = (request: FastifyRequest) => ({ tenantId: tenantOf(request), customerId: request.customerId })

/** 首页 (analysis), 监控页 and 工作台: SQL aggregates over the tables that exist and this process's counters. */
export const dashboardRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db, monitoring } = deps

  serveAction(app, dashboardActions.cards, async (request) => ok(await analysisCards(db, scopeOf(request))))

  serveAction(app, dashboardActions.trend, async (request) => {
    const { from, to } = rangeOf(request.query)
    return ok({ days: await parcelTrend(db, scopeOf(request), from, to) })
  })

  // Each ranking is a call of its own, so each card of 首页 draws as soon as its figures arrive.
  const rankings = [
    [
      dashboardActions.topChannels,
      (request: FastifyRequest, from: Date, to: Date) => topChannels(db, scopeOf(request), from, to),
    ],
    [
      dashboardActions.topDestinations,
      (request: FastifyRequest, from: Date, to: Date) => topDestinations(db, request.customerId, from, to),
    ],
    [
      dashboardActions.topCustomers,
      (request: FastifyRequest, from: Date, to: Date) => topCustomers(db, request.customerId, from, to),
    ],
  ] as const
  for (const [action, rank] of rankings)
    serveAction(app, action, async (request) => {
      const { from, to } = rangeOf(request.query)
      return ok(await rank(request, from, to))
    })

  serveAction(app, dashboardActions.live, async () => {
    const perSecond = monitoring.requests.perSecond(60)
    const requests = perSecond.reduce((n, s) => n + s.requests, 0)
    const errors = perSecond.reduce((n, s) => n + s.errors, 0)
    const since = new Date(Date.now() - 30 * 60_000)
    // Scans: 批量入库's lines and the parcels scanned in at a station.
    const lineMinute = sqlMinute(inStoreLine.createTime)
    const lines = await db
      .select({ minute: lineMinute, n: count() })
      .from(inStoreLine)
      .where(gte(inStoreLine.createTime, since))
      .groupBy(lineMinute)
    const parcelMinute = sqlMinute(logisticsParcel.inStoreTime)
    const parcels = await db
      .select({ minute: parcelMinute, n: count() })
      .from(logisticsParcel)
      .where(gte(logisticsParcel.inStoreTime, since))
      .groupBy(parcelMinute)
    const scans = new Map<number, number>()
    for (const s of [...lines, ...parcels]) scans.set(s.minute, (scans.get(s.minute) ?? 0) + Number(s.n))
    const instances = await instancesUp(db)
    return ok({
      perSecond,
      requestsLastMinute: requests,
      errorsLastMinute: errors,
      errorRate: requests ? errors / requests : 0,
      scansPerMinute: fillMinutes(since, scans),
      instances: instances.map((i) => ({
        id: i.id,
        hostname: i.hostname,
        pid: i.pid,
        nodeVersion: i.nodeVersion,
        startTime: formatDateTime(i.startTime),
        lastSeen: formatDateTime(i.lastSeen),
        current: i.id === monitoring.heartbeat.id,
      })),
    })
  })

  serveAction(app, dashboardActions.workplace, async (request) => {
    const user = request.user!
    const held = await permissionCodesOf(db, user.id)
    const todo = await workplaceTodo(db, held, {
      tenantId: actorOf(request).tenantId,
      customerId: request.customerId,
    })
    const activity = await db
      .select()
      .from(sysLog)
      .where(eq(sysLog.userid, user.id))
      .orderBy(desc(sysLog.createTime))
      .limit(10)
    return ok({
      todo,
      activity: activity.map((a) => ({
        id: a.id,
        logType: a.logType,
        logContent: a.logContent,
        method: a.method,
        status: a.status,
        createTime: formatDateTime(a.createTime),
      })),
    })
  })
}

/** Minutes since the epoch of a timestamp column (stored as UTC). */
const sqlMinute = (column: typeof inStoreLine.createTime | typeof logisticsParcel.inStoreTime) =>
  sql<number>`floor(extract(epoch from ${column}) / 60)::int`.mapWith(Number)

/** One entry per minute from `since` to now (time in ms), missing minutes as 0. */
function fillMinutes(since: Date, byMinute: Map<number, number>) {
  const first = Math.floor(since.getTime() / 60_000) + 1
  const last = Math.floor(Date.now() / 60_000)
  const out: { time: number; scans: number }[] = []
  for (let m = first; m <= last; m++) out.push({ time: m * 60_000, scans: byMinute.get(m) ?? 0 })
  return out
}
