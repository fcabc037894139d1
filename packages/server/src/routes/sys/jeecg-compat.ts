import { commonActions } from '@portico/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../../deps'
import { ok } from '../../http/envelope'
import { userDepartList } from '../../services/shared/jeecg-lists'
import { serveAction } from '../serve-action'

/**
 * Calls an unmodified JeecgBoot Vue2 front end makes on its 系统管理 screens, in JeecgBoot's shapes: its user edit reads
 * the user's departments, its user list asks which third-party apps are on. (菜单管理, 数据字典 and 租户管理 answer
 * theirs in permission-admin.ts, dict-admin.ts and the tenant resource.)
 */
export const jeecgCompatRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps

  serveAction(app, commonActions.userDepartList, async (request) =>
    ok(await userDepartList(db, request.query.userId)),
  )

  serveAction(app, commonActions.enabledThirdApps, async () =>
    ok({ wechatEnterprise: false, dingtalk: false }),
  )
}
