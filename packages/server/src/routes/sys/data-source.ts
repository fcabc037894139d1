import { dataSourceResource } from '@portico/contract'
import type { FastifyPluginAsync } from 'fastify'
import { sysDataSource } from '../../db/schema'
import type { Deps } from '../../deps'
import { ok } from '../../http/envelope'
import { type ConnectionForm, dataSourceHooks, testConnection } from '../../services/sys-config/data-sources'
import { resourceRoutes } from '../resource-routes'

const text = { type: ['string', 'null'], maxLength: 500 } as const
const connectionBody = {
  type: 'object',
  properties: { id: text, dbType: text, dbUrl: text, dbUsername: text, dbPassword: text },
  additionalProperties: true,
} as const

/** 多数据源: the connections' list and form (passwords sealed, answered masked) and 测试连接. */
export const dataSourceRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(
    resourceRoutes(dataSourceResource, sysDataSource, {
      tags: ['dataSource'],
      ...dataSourceHooks(deps.dataSourceSecrets),
    }),
    { deps },
  )

  const options = {
    config: { permission: [dataSourceResource.perms.add, dataSourceResource.perms.edit] },
    schema: {
      tags: ['dataSource'],
      summary:
        '测试连接: connects to a PostgreSQL data source (the typed password, else the stored one of `id`) within 5 s',
      body: connectionBody,
    },
  }
  const handler = async (request: { body: ConnectionForm }) => {
    await testConnection(deps.db, deps.dataSourceSecrets, request.body)
    return ok(null, '连接成功')
  }
  app.post<{ Body: ConnectionForm }>('/sys/dataSource/testConnection', options, handler)
  // Where JeecgBoot's Vue2 data-source form sends its 测试 (an online-report endpoint there).
  app.post<{ Body: ConnectionForm }>('/online/cgreport/api/testConnection', options, handler)
}
