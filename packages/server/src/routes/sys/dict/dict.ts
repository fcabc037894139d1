import { dictResource } from '@portico/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../../../deps'
import { badRequest, forbidden, ok } from '../../../http/envelope'
import { allDictItems, type DictQueryResult, queryDict, systemDictItems } from '../../../services/dicts/dicts'
import { tableDictItems } from '../../../services/dicts/table-dicts'
import { loadTree, type TreeQuery } from '../../../services/dicts/tree-dicts'

const dictCodeParams = {
  type: 'object',
  properties: { dictCode: { type: 'string', minLength: 1, maxLength: 200 } },
} as const

/** Options of a lookup, or the 400 that refuses a malformed or non-whitelisted code before any SQL runs. */
function optionsOf(lookup: DictQueryResult) {
  if (lookup.ok) return lookup.options
  throw badRequest(lookup.reason === 'format' ? '字典Code格式不正确！' : '不允许查询该表字典')
}

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
      const lookup = await tableDictItems(deps.db, code, request)
      if (lookup.ok) return ok(lookup.options)
      if (lookup.reason === 'format') throw badRequest('字典Code格式不正确！')
      throw forbidden('不允许查询该表字典')
    },
  )

  app.get(
    '/sys/dict/queryAllDictItems',
    { config: { permission: 'authenticated' }, schema: { tags: ['dict'], summary: 'All dictionaries' } },
    async () => ok(await deps.caches.allDicts.load('', () => allDictItems(deps.db))),
  )

  app.get(
    '/sys/dict/refleshCache',
    {
      // 字典管理's 刷新缓存; everyone's 清除缓存 just reloads the dictionaries.
      config: { permission: dictResource.perms.list },
      schema: { tags: ['dict'], summary: 'Clear dictionary caches (dictionaries are read live)' },
    },
    async () => ok(null, '刷新缓存完成！'),
  )

  app.get<{ Params: { dictCode: string }; Querystring: { keyword?: string; pageSize?: number } }>(
    '/sys/dict/loadDict/:dictCode',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['dict'],
        summary: 'Search a dictionary: options whose text contains `keyword`, at most `pageSize` of them',
        params: dictCodeParams,
        querystring: {
          type: 'object',
          properties: {
            keyword: { type: 'string', maxLength: 100 },
            pageSize: { type: 'integer', minimum: 1, maximum: 1000 },
          },
        },
      },
    },
    async (request) => {
      const { keyword = '', pageSize } = request.query
      const lookup = await queryDict(deps.db, request.params.dictCode, {
        keyword: keyword.trim(),
        limit: pageSize,
        viewer: request,
      })
      return ok(optionsOf(lookup))
    },
  )

  app.get<{ Params: { dictCode: string }; Querystring: { key?: string } }>(
    '/sys/dict/loadDictItem/:dictCode',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['dict'],
        summary:
          'Texts of stored values (`key`, comma separated), in the order of `key`; unknown keys skipped',
        params: dictCodeParams,
        querystring: { type: 'object', properties: { key: { type: 'string', maxLength: 4000 } } },
      },
    },
    async (request) => {
      const keys = (request.query.key ?? '')
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean)
        .slice(0, 500)
      if (keys.length === 0) return ok([])
      const options = optionsOf(
        await queryDict(deps.db, request.params.dictCode, { values: keys, viewer: request }),
      )
      const textByValue = new Map(options.map((o) => [o.value, o.text]))
      return ok(keys.flatMap((k) => (textByValue.has(k) ? [textByValue.get(k)!] : [])))
    },
  )

  const treeParam = { type: 'string', maxLength: 100 } as const
  app.get<{ Querystring: TreeQuery }>(
    '/sys/dict/loadTreeData',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['dict'],
        summary: 'Children of `pid` (roots when empty) in a whitelisted tree table, as TreeSelectModel nodes',
        querystring: {
          type: 'object',
          required: ['tableName', 'text', 'code', 'pidField'],
          properties: {
            pid: treeParam,
            tableName: treeParam,
            text: treeParam,
            code: treeParam,
            pidField: treeParam,
            hasChildField: treeParam,
            condition: { type: 'string', maxLength: 1000 },
          },
        },
      },
    },
    async (request) => {
      const tree = await loadTree(deps.db, request.query, request)
      if (!tree.ok) throw badRequest(tree.message)
      return ok(tree.nodes)
    },
  )
}
