import { HS_LOCK_NOW_PERMISSION, hsCodeLockResource, hsCodeResource } from '@portico/contract'
import type { FastifyPluginAsync } from 'fastify'
import { hsCode, hsCodeLock } from '../db/schema'
import type { Deps } from '../deps'
import { ok } from '../http/envelope'
import { hsCodeHooks, lockDeclaredCodes } from '../services/hs-codes/locks'
import { resourceRoutes } from './resource-routes'

const tags = ['hscode']

/** HS编码 (`/hscode/hsCode/*`) and 每日锁定 (`/hscode/todayLock/*`). */
export const hsCodeRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(resourceRoutes(hsCodeResource, hsCode, { ...hsCodeHooks, tags }), { deps })
  await app.register(resourceRoutes(hsCodeLockResource, hsCodeLock, { tags }), { deps })
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
