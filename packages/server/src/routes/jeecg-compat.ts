import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../deps'
import { ok } from '../http/envelope'
import { listTenants, TENANT_LIST, userDepartList } from '../services/jeecg-lists'
import { listQuerystring } from '../services/query'
import { str } from './schemas'

type ListRequest = { Querystring: Record<string, string | number | undefined> }

/**
 * Calls an unmodified JeecgBoot Vue2 front end makes on its 系统管理 screens, in JeecgBoot's shapes: its user edit reads
 * the user's departments, its user list asks which third-party apps are on, its tenant screen lists. (菜单管理 and 数据字典
 * answer theirs in permission-admin.ts and dict-admin.ts.)
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

  app.get<ListRequest>(
    '/sys/tenant/list',
    {
      config: { permission: 'system:role:list' },
      schema: {
        tags: ['tenant'],
        summary: 'Paged tenants (租户管理)',
        querystring: listQuerystring(TENANT_LIST),
      },
    },
    async (request) => ok(await listTenants(db, request.query)),
  )
}
