import { dataSourceActions, dataSourceResource } from '@portico/contract'
import type { FastifyPluginAsync } from 'fastify'
import { sysDataSource } from '../../db/schema'
import type { Deps } from '../../deps'
import { ok } from '../../http/envelope'
import { type ConnectionForm, dataSourceHooks, testConnection } from '../../services/sys-config/data-sources'
import { resourceRoutes } from '../resource-routes'
import { type ActionRequest, serveAction } from '../serve-action'

/** 多数据源: the connections' list and form (passwords sealed, answered masked) and 测试连接. */
export const dataSourceRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(
    resourceRoutes(dataSourceResource, sysDataSource, {
      tags: ['dataSource'],
      ...dataSourceHooks(deps.dataSourceSecrets),
    }),
    { deps },
  )

  const handler = async (request: ActionRequest<typeof dataSourceActions.testConnection>) => {
    await testConnection(deps.db, deps.dataSourceSecrets, request.body as ConnectionForm)
    return ok(null, '连接成功')
  }
  serveAction(app, dataSourceActions.testConnection, handler)
  // Where JeecgBoot's Vue2 data-source form sends its 测试 (an online-report endpoint there).
  serveAction(app, dataSourceActions.testConnectionOfReport, handler)
}
