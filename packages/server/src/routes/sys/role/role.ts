import { asc } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { sysRole } from '../../../db/schema'
import type { Deps } from '../../../deps'
import { ok } from '../../../http/envelope'
import { listQuerystring } from '../../../services/query'
import { listRoles, ROLE_LIST } from '../../../services/roles/roles-list'
import { roleScoped } from '../../../services/roles/roles-write'
import { toSysRole } from '../../../services/shared/serializers'
import { MESSAGE_PERMS } from '../message'

/** Who may read roles: the role page, and whoever assigns roles to users (the role picker). */
/** Who may list roles: role and user managers, and 发送消息's role picker. */
const ROLE_READERS = ['system:role:list', 'system:user:add', 'system:user:edit', MESSAGE_PERMS.send]

export const roleRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/sys/role/queryall',
    {
      config: { permission: ROLE_READERS },
      schema: {
        tags: ['role'],
        summary: "All the platform's roles (role picker); customers' roles are kept in 客户部门角色",
      },
    },
    async () => {
      const rows = await deps.db
        .select()
        .from(sysRole)
        .where(roleScoped(null))
        .orderBy(asc(sysRole.createTime), asc(sysRole.roleCode))
      return ok(rows.map(toSysRole))
    },
  )

  app.get<{ Querystring: Record<string, string | number | undefined> }>(
    '/sys/role/list',
    {
      config: { permission: ROLE_READERS },
      schema: {
        tags: ['role'],
        summary:
          'Paged roles (role picker); JeecgBoot QueryGenerator filters on id, roleName, roleCode, description, createTime',
        querystring: listQuerystring(ROLE_LIST),
      },
    },
    async (request) => ok(await listRoles(deps.db, request.query, null)),
  )
}
