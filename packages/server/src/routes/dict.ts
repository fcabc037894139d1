import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../deps'
import { badRequest, forbidden, ok } from '../http/envelope'
import { allDictItems, systemDictItems } from '../services/dicts'
import { tableDictItems } from '../services/table-dicts'

export const dictRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  app.get<{ Params: { code: string } }>(
    '/sys/dict/getDictItems/:code',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['dict'],
        summary: 'Items of a system dictionary, or of a whitelisted `table,text,code` dictionary',
        params: { type: 'object', properties: { code: { type: 'string', maxLength: 200 } } },
      },
    },
    async (request) => {
      const { code } = request.params
      if (!code.includes(',')) return ok(await systemDictItems(deps.db, code))
      const lookup = await tableDictItems(deps.db, code)
      if (lookup.ok) return ok(lookup.options)
      if (lookup.reason === 'format') throw badRequest('字典Code格式不正确！')
      throw forbidden('不允许查询该表字典')
    },
  )

  app.get(
    '/sys/dict/queryAllDictItems',
    { config: { permission: 'authenticated' }, schema: { tags: ['dict'], summary: 'All dictionaries' } },
    async () => ok(await allDictItems(deps.db)),
  )

  app.get(
    '/sys/dict/refleshCache',
    {
      config: { permission: 'authenticated' },
      schema: { tags: ['dict'], summary: 'Clear dictionary caches (dictionaries are read live)' },
    },
    async () => ok(null, '刷新缓存完成！'),
  )
}
