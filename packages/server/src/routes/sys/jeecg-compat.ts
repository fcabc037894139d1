import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../../deps'
import { ok } from '../../http/envelope'
import { userDepartList } from '../../services/shared/jeecg-lists'
import { str } from '../schemas'

/**
 * Calls an unmodified JeecgBoot Vue2 front end makes on its 系统管理 screens, in JeecgBoot's shapes: its user edit reads
 * the user's departments, its user list asks which third-party apps are on. (菜单管理, 数据字典 and 租户管理 answer
 * theirs in permission-admin.ts, dict-admin.ts and the tenant resource.)
 */
export const jeecgCompatRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps

  app.get<{ Querystring: { userId: string } }>(
    '/sys/user/userDepartList',
    {
      config: { permission: ['system:user:list', 'system:user:edit'] },
      schema: {
        tags: ['user'],
        summary:
          "The user's departments as DepartIdModel {key, value, title} (the Vue2 user edit keeps them)",
        querystring: { type: 'object', properties: { userId: str }, required: ['userId'] },
      },
    },
    async (request) => ok(await userDepartList(db, request.query.userId)),
  )

  app.get(
    '/sys/thirdApp/getEnabledType',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['user'],
        summary: 'Which third-party apps (企业微信, 钉钉) are enabled: none is configured here',
      },
    },
    async () => ok({ wechatEnterprise: false, dingtalk: false }),
  )
}
