import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../../../deps'
import { ok } from '../../../http/envelope'
import { userPermissions } from '../../../services/permissions/menus'

export const permissionRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  // getUserPermissionByTokenAndDepart is the spec's name for the same call: grants already follow the department
  // the user works in (selectDepart).
  for (const url of [
    '/sys/permission/getUserPermissionByToken',
    '/sys/permission/getUserPermissionByTokenAndDepart',
  ])
    app.get(
      url,
      {
        config: { permission: 'authenticated' },
        schema: {
          tags: ['permission'],
          summary: 'Menu tree and button permissions of the signed-in user, in the department they work in',
        },
      },
      async (request) => ok(await userPermissions(deps.db, request.user!.id), '查询成功'),
    )
}
