import { and, count, countDistinct, eq, gte, inArray, like, lt } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { sysLog } from '../../db/schema'
import type { Deps } from '../../deps'
import { badRequest, ok } from '../../http/envelope'
import { dictTextMap } from '../../services/dicts/dicts'
import { LOG_TYPE_LOGIN } from '../../services/logs/sys-log'
import {
  type ListSpec,
  listQuery,
  listQuerystring,
  selectPage,
  tableListSpec,
  toPage,
} from '../../services/query'
import { chinaDaySql, chinaDayStart } from '../../services/shared/china-days'
import { formatDateTime } from '../../services/shared/dates'
import { containsPattern } from '../../services/shared/like'
import { DASHBOARD_PERMS } from '../dashboard/dashboard'

const tags = ['system log']
export const SYS_LOG_PERMS = { list: 'system:log:list', delete: 'system:log:delete' } as const

export const SYS_LOG_LIST: ListSpec = tableListSpec(sysLog, {
  logType: 'integer',
  operateType: 'integer',
  username: 'string',
  ip: 'string',
  requestType: 'string',
  requestUrl: 'string',
  costTime: 'integer',
  status: 'integer',
  createTime: 'datetime',
})

const splitIds = (value: string | undefined): string[] =>
  [...new Set((value ?? '').split(',').map((s) => s.trim()))].filter(Boolean)

/** JeecgBoot's SysLog record on the wire, with its type and operation as the dictionaries name them. */
function toRecord(
  row: typeof sysLog.$inferSelect,
  logTypes: Map<string, string>,
  operateTypes: Map<string, string>,
) {
  return {
    ...row,
    createTime: formatDateTime(row.createTime),
    logType_dictText: logTypes.get(String(row.logType)) ?? '',
    operateType_dictText: row.operateType === null ? '' : (operateTypes.get(String(row.operateType)) ?? ''),
  }
}

/** The platform's visit figures are for staff, not for customers' users. */
const VISIT_FIGURES = DASHBOARD_PERMS.visits

/** sys_log: JeecgBoot's home-page visit figures (/sys/loginfo, /sys/visitInfo) and the 系统日志 list. */
export const sysLogRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps
  const logins = eq(sysLog.logType, LOG_TYPE_LOGIN)

  app.get(
    '/sys/loginfo',
    {
      config: { permission: VISIT_FIGURES },
      schema: { tags, summary: 'Login totals: all time, today, distinct IPs today (sys_log type 1)' },
    },
    async () => {
      const today = chinaDayStart(new Date())
      const [total] = await db.select({ n: count() }).from(sysLog).where(logins)
      const [todays] = await db
        .select({ n: count(), ips: countDistinct(sysLog.ip) })
        .from(sysLog)
        .where(and(logins, gte(sysLog.createTime, today)))
      return ok(
        { totalVisitCount: total?.n ?? 0, todayVisitCount: todays?.n ?? 0, todayIp: todays?.ips ?? 0 },
        '登录成功',
      )
    },
  )

  app.get(
    '/sys/visitInfo',
    {
      config: { permission: VISIT_FIGURES },
      schema: {
        tags,
        summary: 'Logins and distinct IPs per day over the last 7 days (days without logins omitted)',
      },
    },
    async () => {
      const now = new Date()
      const tian = chinaDaySql(sysLog.createTime)
      const rows = await db
        .select({ tian, visit: count(), ip: countDistinct(sysLog.ip) })
        .from(sysLog)
        .where(
          and(
            logins,
            gte(sysLog.createTime, chinaDayStart(now, 6)),
            lt(sysLog.createTime, chinaDayStart(now, -1)),
          ),
        )
        .groupBy(tian)
        .orderBy(tian)
      // JeecgBoot's keys: tian yyyy-MM-dd, type MM-dd (the chart's x label); ymd as tian.
      return ok(
        rows.map((r) => ({ ymd: r.tian, tian: r.tian, type: r.tian.slice(5), visit: r.visit, ip: r.ip })),
      )
    },
  )

  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/sys/log/list',
    {
      config: { permission: SYS_LOG_PERMS.list },
      schema: {
        tags,
        summary: 'Paged system log (logType 1 login / 2 operation; keyWord searches the content)',
        querystring: {
          ...listQuerystring(SYS_LOG_LIST),
          properties: { ...listQuerystring(SYS_LOG_LIST).properties, keyWord: { type: 'string' } },
        },
      },
    },
    async (request) => {
      const keyWord = request.query.keyWord?.trim()
      const query = listQuery(SYS_LOG_LIST, request.query, [
        keyWord ? like(sysLog.logContent, containsPattern(keyWord)) : undefined,
      ])
      const [{ rows, total }, logTypes, operateTypes] = await Promise.all([
        selectPage(db, sysLog, query),
        dictTextMap(db, 'log_type'),
        dictTextMap(db, 'operate_type'),
      ])
      return ok(
        toPage(
          rows.map((row) => toRecord(row, logTypes, operateTypes)),
          total,
          query,
        ),
        '查询成功',
        0,
      )
    },
  )

  const remove = async (ids: string[]) => {
    if (ids.length === 0) throw badRequest('参数不识别！')
    await db.delete(sysLog).where(inArray(sysLog.id, ids))
    return ok(null, '删除成功!')
  }
  app.delete<{ Querystring: { id?: string } }>(
    '/sys/log/delete',
    {
      config: { permission: SYS_LOG_PERMS.delete },
      schema: {
        tags,
        summary: 'Delete one log entry',
        querystring: { type: 'object', properties: { id: { type: 'string' } } },
      },
    },
    async (request) => remove(splitIds(request.query.id).slice(0, 1)),
  )
  app.delete<{ Querystring: { ids?: string } }>(
    '/sys/log/deleteBatch',
    {
      config: { permission: SYS_LOG_PERMS.delete },
      schema: {
        tags,
        summary: 'Delete log entries (ids comma-separated)',
        querystring: { type: 'object', properties: { ids: { type: 'string' } } },
      },
    },
    async (request) => remove(splitIds(request.query.ids)),
  )
}
