import { HS_LOCK_NOW_PERMISSION, hsCodeLockResource, hsCodeResource } from '@portico/contract'
import { and, eq, like } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { hsCode, hsCodeLock, sysDataLog } from '../../db/schema'
import type { Deps } from '../../deps'
import { ok } from '../../http/envelope'
import { hsCodeHooks, lockDeclaredCodes } from '../../services/hs-codes/locks'
import { toDataLogRecord } from '../../services/logs/data-log'
import { listQuery, listQuerystring, selectPage, toPage } from '../../services/query'
import { containsPattern } from '../../services/shared/like'
import { resourceRoutes } from '../resource-routes'
import { DATA_LOG_FIELDS } from '../sys/data-log'

const tags = ['hscode']

/** HS编码 (`/hscode/hsCode/*`) and 每日锁定 (`/hscode/todayLock/*`). */
export const hsCodeRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(resourceRoutes(hsCodeResource, hsCode, { ...hsCodeHooks, tags }), { deps })
  await app.register(resourceRoutes(hsCodeLockResource, hsCodeLock, { tags }), { deps })
  app.get<{ Querystring: Record<string, unknown> & { code?: string } }>(
    '/hscode/hsCodeLog/list',
    {
      config: { permission: hsCodeResource.perms.list },
      schema: {
        tags,
        summary:
          'HS编码日志: every add, edit, delete and restore of an HS code (data log), `code` narrows to one code',
        querystring: { ...listQuerystring(DATA_LOG_FIELDS), additionalProperties: true },
      },
    },
    async (request) => {
      const code = request.query.code?.trim()
      const query = listQuery(DATA_LOG_FIELDS, request.query, [
        and(
          eq(sysDataLog.dataTable, hsCodeResource.table),
          code ? like(sysDataLog.dataContent, containsPattern(`"code":"${code}`)) : undefined,
        )!,
      ])
      const { rows, total } = await selectPage(deps.db, sysDataLog, query)
      return ok(toPage(rows.map(toDataLogRecord), total, query))
    },
  )

  app.post(
    `${hsCodeLockResource.baseUrl}/lockNow`,
    {
      config: { permission: HS_LOCK_NOW_PERMISSION },
      schema: { tags, summary: "立即锁定: lock today's declared HS codes now (idempotent)" },
    },
    async (request) => {
      const { day, locked } = await lockDeclaredCodes(deps.db, request.user!.username)
      return ok({ day, locked }, locked > 0 ? `已锁定${locked}个HS编码` : '没有需要新锁定的HS编码')
    },
  )
}
