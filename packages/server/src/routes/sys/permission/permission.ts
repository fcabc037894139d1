import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../../../deps'
import { ok } from '../../../http/envelope'
import { userPermissions } from '../../../services/permissions/menus'

export const permissionRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/sys/permission/getUserPermissionByToken',
    {
      config: { permission: 'authenticated' },
      schema: { tags: ['permission'], summary: 'Menu tree and button permissions of the signed-in user' },
    },
    async (request) => ok(await userPermissions(deps.db, request.user!.id), '查询成功'),
  )
}
