import { dictResource } from '@portico/contract'
import type { FastifyPluginAsync } from 'fastify'
import { sysDict } from '../../../db/schema'
import type { Deps } from '../../../deps'
import { badRequest, ok } from '../../../http/envelope'
import {
  addDictItem,
  DICT_MESSAGES,
  deleteDictItems,
  deletedDicts,
  dictHooks,
  dictItemPage,
  editDictItem,
  itemValueTaken,
  purgeDict,
  restoreDict,
} from '../../../services/dicts/dict-admin'
import { pageParams } from '../../../services/query'
import { splitIds } from '../../../services/users/users-write'
import { resourceRoutes } from '../../resource-routes'
import { objectSchema, str } from '../../schemas'

const tags = ['dict']
const { perms } = dictResource
const text = { type: 'string', maxLength: 200 } as const
const query = (properties: Record<string, unknown>, required: string[] = []) =>
  ({ type: 'object', properties, required }) as const
const idParams = query({ id: { type: 'string', maxLength: 32 } }, ['id'])
const itemBody = objectSchema({ dictId: str, itemText: str, itemValue: str })

/** 数据字典 (JeecgBoot SysDictController, SysDictItemController): the declared dictionary list, its items and recycle bin. */
export const dictAdminRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps
  await app.register(resourceRoutes(dictResource, sysDict, { ...dictHooks, tags }), { deps })

  app.get(
    '/sys/dict/deleteList',
    {
      config: { permission: perms.delete },
      schema: { tags, summary: 'Deleted dictionaries (the recycle bin)' },
    },
    async () => ok(await deletedDicts(db)),
  )
  app.put<{ Params: { id: string } }>(
    '/sys/dict/back/:id',
    {
      config: { permission: perms.delete },
      schema: { tags, summary: 'Restore a deleted dictionary', params: idParams },
    },
    async (request) => {
      await restoreDict(db, request.params.id, request.user!.username)
      return ok(null, '操作成功!')
    },
  )
  app.delete<{ Params: { id: string } }>(
    '/sys/dict/deletePhysic/:id',
    {
      config: { permission: perms.delete },
      schema: { tags, summary: 'Remove a deleted dictionary and its items for good', params: idParams },
    },
    async (request) => {
      await purgeDict(db, request.params.id)
      return ok(null, '删除成功!')
    },
  )

  app.get<{
    Querystring: { dictId?: string; itemText?: string; status?: string; pageNo?: number; pageSize?: number }
  }>(
    '/sys/dictItem/list',
    {
      config: { permission: perms.list },
      schema: {
        tags,
        summary:
          "A dictionary's items in sort order (itemText contains, status exact), paged; no dictId: an empty page",
        querystring: query({
          dictId: text,
          itemText: text,
          status: text,
          pageNo: { type: 'integer', minimum: 1 },
          pageSize: { type: 'integer', minimum: 1 },
        }),
      },
    },
    async (request) => ok(await dictItemPage(db, request.query, pageParams(request.query))),
  )

  app.post<{ Body: Record<string, unknown> }>(
    '/sys/dictItem/add',
    {
      config: { permission: perms.edit },
      schema: { tags, summary: 'Add an item to a dictionary', body: itemBody },
    },
    async (request) => ok(await addDictItem(db, request.body ?? {}, request.user!.username), '保存成功！'),
  )
  const editItem = async (request: { body: Record<string, unknown>; user: { username: string } | null }) => {
    await editDictItem(db, request.body ?? {}, request.user!.username)
    return ok(null, '编辑成功!')
  }
  const editOptions = {
    config: { permission: perms.edit },
    schema: { tags, summary: 'Edit a dictionary item', body: itemBody },
  } as const
  app.put<{ Body: Record<string, unknown> }>('/sys/dictItem/edit', editOptions, editItem)
  app.post<{ Body: Record<string, unknown> }>('/sys/dictItem/edit', editOptions, editItem)

  app.delete<{ Querystring: { id: string } }>(
    '/sys/dictItem/delete',
    {
      config: { permission: perms.edit },
      schema: { tags, summary: 'Delete a dictionary item', querystring: query({ id: text }, ['id']) },
    },
    async (request) => {
      if ((await deleteDictItems(db, [request.query.id])) === 0) throw badRequest(DICT_MESSAGES.itemNotFound)
      return ok(null, '删除成功!')
    },
  )
  app.delete<{ Querystring: { ids: string } }>(
    '/sys/dictItem/deleteBatch',
    {
      config: { permission: perms.edit },
      schema: {
        tags,
        summary: 'Delete dictionary items (ids comma-separated)',
        querystring: query({ ids: str }, ['ids']),
      },
    },
    async (request) => {
      await deleteDictItems(db, splitIds(request.query.ids))
      return ok(null, '批量删除成功!')
    },
  )

  app.get<{ Querystring: { dictId: string; itemValue: string; id?: string } }>(
    '/sys/dictItem/dictItemCheck',
    {
      config: { permission: perms.edit },
      schema: {
        tags,
        summary: 'Is the value free in the dictionary (id: the item being edited)',
        querystring: query({ dictId: text, itemValue: text, id: text }, ['dictId', 'itemValue']),
      },
    },
    async (request) => {
      const { dictId, itemValue, id } = request.query
      if (await itemValueTaken(db, dictId, itemValue.trim(), id)) throw badRequest(DICT_MESSAGES.valueTaken)
      return ok(null, '该值可用！')
    },
  )
}
