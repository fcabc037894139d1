import { ROLE_PERMS, roleActions } from '@portico/contract'
import { asc } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { sysRole } from '../../../db/schema'
import type { Deps } from '../../../deps'
import { ok } from '../../../http/envelope'
import { narrowPage, narrowQuery } from '../../../services/resources/reader-view'
import { listRoles } from '../../../services/roles/roles-list'
import { roleScoped } from '../../../services/roles/roles-write'
import { toSysRole } from '../../../services/shared/serializers'
import { heldCodes } from '../../../services/users/held-codes'
import { serveAction } from '../../serve-action'

const ROLE_PICKER_FIELDS = ['id', 'roleName', 'roleCode', 'createTime']

export const roleRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  serveAction(app, roleActions.queryall, async () => {
    const rows = await deps.db
      .select()
      .from(sysRole)
      .where(roleScoped(null))
      .orderBy(asc(sysRole.createTime), asc(sysRole.roleCode))
    return ok(rows.map(toSysRole))
  })

  serveAction(app, roleActions.list, async (request) => {
    if ((await heldCodes(deps, request.user!.id)).has(ROLE_PERMS.list))
      return ok(await listRoles(deps.db, request.query, null))
    const query = narrowQuery(request.query, ROLE_PICKER_FIELDS) as typeof request.query
    return ok(narrowPage(await listRoles(deps.db, query, null), ROLE_PICKER_FIELDS))
  })
}
