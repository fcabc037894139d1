import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { sysDataLog } from '../../db/schema'
import type { Deps } from '../../deps'
import { badRequest, forbidden, notFound, ok } from '../../http/envelope'
import { toDataLogRecord } from '../../services/logs/data-log'
import { listQuery, listQuerystring, selectPage, tableListSpec, toPage } from '../../services/query'
import { actorOf } from '../../services/resources/scope'
import { permissionCodesOf } from '../../services/users/current-user'
import { objectSchema, str } from '../schemas'

const tags = ['dataLog']
const BASE = '/sys/dataLog'
/** The 数据日志 screen's code: every table's history (of the caller's tenant). */
export const DATA_LOG_LIST = 'system:dataLog:list'

export const DATA_LOG_FIELDS = tableListSpec(sysDataLog, {
  dataTable: 'string',
  dataId: 'string',
  dataVersion: 'integer',
  action: 'string',
  createBy: 'string',
  createTime: 'datetime',
})

type LogRow = typeof sysDataLog.$inferSelect

/**
 * 数据日志 (JeecgBoot's /sys/dataLog) over the versions the resource layer writes, and our restore. A record's history
 * is readable with the permission to list its resource (or the data-log screen's), and only within the caller's tenant;
 * restoring needs the resource's edit permission.
 */
export const dataLogRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps

  /** Entries of tenant-owned records are their tenant's only. */
  const tenantScope = (request: FastifyRequest): SQL => {
    const { tenantId } = actorOf(request)
    return tenantId === null
      ? isNull(sysDataLog.tenantId)
      : (or(isNull(sysDataLog.tenantId), eq(sysDataLog.tenantId, tenantId)) as SQL)
  }

  /** Refuses unless the caller may read (or, `edit`, write) the records of every table in `tables`. */
  async function checkAccess(request: FastifyRequest, tables: string[], action: 'list' | 'edit') {
    const held = await permissionCodesOf(db, request.user!.id)
    for (const table of new Set(tables)) {
      const service = deps.resources.get(table)
      const code = service?.resource.perms[action]
      const allowed = (code && held.has(code)) || (action === 'list' && held.has(DATA_LOG_LIST))
      if (!allowed) throw forbidden()
    }
  }

  app.get(
    `${BASE}/list`,
    {
      config: { permission: DATA_LOG_LIST },
      schema: {
        tags,
        summary: 'Paged data-log entries (filters on dataTable, dataId, action, createBy, createTime)',
        querystring: listQuerystring(DATA_LOG_FIELDS),
      },
    },
    async (request) => {
      const query = listQuery(DATA_LOG_FIELDS, request.query as Record<string, unknown>, [
        tenantScope(request),
      ])
      const { rows, total } = await selectPage(db, sysDataLog, query)
      return ok(toPage(rows.map(toDataLogRecord), total, query))
    },
  )

  app.get<{ Querystring: { dataTable: string; dataId: string } }>(
    `${BASE}/queryDataVerList`,
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: "A record's versions, oldest first (empty, with 未找到版本信息, when it has none)",
        querystring: objectSchema({ dataTable: str, dataId: str }, ['dataTable', 'dataId']),
      },
    },
    async (request) => {
      const { dataTable, dataId } = request.query
      await checkAccess(request, [dataTable], 'list')
      const rows = await db
        .select()
        .from(sysDataLog)
        .where(and(eq(sysDataLog.dataTable, dataTable), eq(sysDataLog.dataId, dataId), tenantScope(request)))
        .orderBy(asc(sysDataLog.dataVersion), asc(sysDataLog.createTime))
      // A record written before the data log existed (demo data, imports of old versions) has no versions yet: an
      // empty history, not an error, with JeecgBoot's message for clients that show it.
      return ok(rows.map(toDataLogRecord), rows.length ? '查询成功' : '未找到版本信息')
    },
  )

  const entries = async (request: FastifyRequest, ids: string[], action: 'list' | 'edit') => {
    const rows: LogRow[] = await db
      .select()
      .from(sysDataLog)
      .where(and(inArray(sysDataLog.id, ids), tenantScope(request)))
    await checkAccess(
      request,
      rows.map((row) => row.dataTable),
      action,
    )
    return rows
  }

  app.get<{ Querystring: { dataId1: string; dataId2: string } }>(
    `${BASE}/queryCompareList`,
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Two data-log entries by their ids, to compare side by side',
        querystring: objectSchema({ dataId1: str, dataId2: str }, ['dataId1', 'dataId2']),
      },
    },
    async (request) => {
      const ids = [request.query.dataId1, request.query.dataId2]
      const rows = await entries(request, ids, 'list')
      const byId = new Map(rows.map((row) => [row.id, row]))
      return ok(ids.flatMap((id) => (byId.has(id) ? [toDataLogRecord(byId.get(id)!)] : [])))
    },
  )

  app.post<{ Body: { id: string } }>(
    `${BASE}/restore`,
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: "Puts a logged version back on its record (an edit, logged as 'restore')",
        body: objectSchema({ id: str }, ['id']),
      },
    },
    async (request) => {
      const [entry] = await entries(request, [request.body.id], 'edit')
      if (!entry) throw notFound('未找到版本信息')
      const service = deps.resources.get(entry.dataTable)
      if (!service) throw badRequest('该数据的历史版本只能查看，不能从数据日志恢复')
      if (entry.action === 'delete') throw badRequest('不能恢复到删除时的版本')
      const row = await service.restore(request, JSON.parse(entry.dataContent))
      return ok(await service.get(request, String(row.id)), `已恢复到版本 ${entry.dataVersion}`)
    },
  )
}
