import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../deps'
import { ok } from '../http/envelope'
import {
  DICT_ITEM_LIST,
  DICT_LIST,
  listDictItems,
  listDicts,
  permissionList,
  userDepartList,
} from '../services/jeecg-lists'
import { listQuerystring } from '../services/query'
import { str } from './schemas'

type ListRequest = { Querystring: Record<string, string | number | undefined> }

/**
 * Calls an unmodified JeecgBoot Vue2 front end makes on its 系统管理 screens, in JeecgBoot's shapes: its user edit reads
 * the user's departments, its user list asks which third-party apps are on, its menu and dictionary screens list.
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

  app.get(
    '/sys/permission/list',
    {
      config: { permission: ['system:role:auth', 'system:role:list'] },
      schema: { tags: ['role'], summary: 'Every menu and button as the SysPermissionTree tree (菜单管理)' },
    },
    async () => ok(await permissionList(db), '查询成功', 0),
  )

  app.get<ListRequest>(
    '/sys/dict/list',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['dict'],
        summary: 'Paged dictionaries (数据字典)',
        querystring: listQuerystring(DICT_LIST),
      },
    },
    async (request) => ok(await listDicts(db, request.query)),
  )

  app.get<ListRequest>(
    '/sys/dictItem/list',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['dict'],
        summary: "A dictionary's items by dictId, in sort order",
        querystring: listQuerystring(DICT_ITEM_LIST),
      },
    },
    async (request) => ok(await listDictItems(db, request.query)),
  )
}
