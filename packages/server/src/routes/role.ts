import { asc } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { sysRole } from '../db/schema'
import type { Deps } from '../deps'
import { ok } from '../http/envelope'
import { toSysRole } from '../services/serializers'

export const roleRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/sys/role/queryall',
    {
      config: { permission: ['system:role:list', 'system:user:add', 'system:user:edit'] },
      schema: { tags: ['role'], summary: 'All roles (role picker)' },
    },
    async () => {
      const rows = await deps.db
        .select()
        .from(sysRole)
        .orderBy(asc(sysRole.createTime), asc(sysRole.roleCode))
      return ok(rows.map(toSysRole))
    },
  )
}
