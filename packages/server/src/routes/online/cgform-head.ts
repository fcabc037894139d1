import { ONLINE_FORM_PERMS } from '@portico/contract'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { Deps } from '../../deps'
import { badRequest, forbidden, ok } from '../../http/envelope'
import {
  addDesign,
  type DesignActor,
  editDesign,
  fieldsOf,
  fieldWire,
  headOrMissing,
  headWireOf,
  listHeads,
} from '../../services/online-form/designs'
import { deleteDesigns, previewSync, syncDesign } from '../../services/online-form/sync'
import { actorOf } from '../../services/resources/scope'
import { splitIds } from '../../services/users/users-write'
import { str } from '../schemas'

const tags = ['online form']

/** The design's tenant: designs and their rows belong to the request's tenant. */
export function designActor(request: FastifyRequest): DesignActor {
  const { username, tenantId } = actorOf(request)
  if (tenantId === null) throw forbidden('当前用户未关联租户，无权访问该数据')
  return { username, tenantId }
}

const idQuery = { type: 'object', properties: { id: str }, required: ['id'] } as const
const designBody = {
  type: 'object',
  properties: { head: { type: 'object', additionalProperties: true }, fields: { type: 'array' } },
  required: ['head'],
} as const
const codeParams = {
  type: 'object',
  properties: { code: { type: 'string', minLength: 1, maxLength: 64 } },
  required: ['code'],
} as const

type DesignBody = { head: Record<string, unknown>; fields?: unknown }

/**
 * 在线表单's designer under JeecgBoot's paths: the designs (head list, add, edit, delete, queryById, addAll, editAll),
 * their fields, the DDL preview and 同步数据库. A design is data: its table is made by generated DDL only.
 */
export const cgformHeadRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps

  app.get(
    '/online/cgform/head/list',
    {
      config: { permission: ONLINE_FORM_PERMS.list },
      schema: { tags, summary: 'Paged designs of the tenant (tableName, tableTxt filters)' },
    },
    async (request) =>
      ok(await listHeads(db, designActor(request).tenantId, request.query as Record<string, unknown>)),
  )

  app.get<{ Querystring: { id: string } }>(
    '/online/cgform/head/queryById',
    {
      config: { permission: ONLINE_FORM_PERMS.list },
      schema: { tags, summary: 'One design', querystring: idQuery },
    },
    async (request) =>
      ok(await headWireOf(db, await headOrMissing(db, designActor(request).tenantId, request.query.id))),
  )

  app.get<{ Querystring: { headId: string } }>(
    '/online/cgform/field/listByHeadId',
    {
      config: { permission: ONLINE_FORM_PERMS.list },
      schema: {
        tags,
        summary: 'The fields of a design (as designed, synchronised or not)',
        querystring: { type: 'object', properties: { headId: str }, required: ['headId'] },
      },
    },
    async (request) => {
      const head = await headOrMissing(db, designActor(request).tenantId, request.query.headId)
      return ok((await fieldsOf(db, head.id)).map((field) => fieldWire(field, head.id)))
    },
  )

  const add = async (request: FastifyRequest<{ Body: DesignBody }>) =>
    ok(await headWireOf(db, await addDesign(db, designActor(request), request.body)), '添加成功！')
  const addOptions = {
    config: { permission: ONLINE_FORM_PERMS.add },
    schema: {
      tags,
      summary: 'A new design {head: {tableName, tableTxt}, fields: [...]}, not yet synchronised',
      body: designBody,
    },
  }
  app.post('/online/cgform/head/add', addOptions, add)
  app.post('/online/cgform/api/addAll', addOptions, add)

  const edit = async (request: FastifyRequest<{ Body: DesignBody }>) =>
    ok(await headWireOf(db, await editDesign(db, designActor(request), request.body)), '修改成功！')
  const editOptions = {
    config: { permission: ONLINE_FORM_PERMS.edit },
    schema: {
      tags,
      summary: 'Changes a design: {head: {id, tableTxt…}, fields?: the whole field list}',
      body: designBody,
    },
  }
  app.put('/online/cgform/head/edit', editOptions, edit)
  app.put('/online/cgform/api/editAll', editOptions, edit)

  app.delete<{ Querystring: { id: string } }>(
    '/online/cgform/head/delete',
    {
      config: { permission: ONLINE_FORM_PERMS.delete },
      schema: {
        tags,
        summary:
          'Deletes a design and its table (refused while the table holds rows or a sub-table design names it)',
        querystring: idQuery,
      },
    },
    async (request) => {
      await deleteDesigns(db, designActor(request), [request.query.id])
      await deps.caches.stamps.bump('auth') // its menu entry and buttons are gone
      return ok(null, '删除成功!')
    },
  )

  app.delete<{ Querystring: { ids: string } }>(
    '/online/cgform/head/deleteBatch',
    {
      config: { permission: ONLINE_FORM_PERMS.delete },
      schema: {
        tags,
        summary:
          'Deletes designs and their tables, all or none (refused while a table holds rows); ids comma-separated',
        querystring: { type: 'object', properties: { ids: str }, required: ['ids'] },
      },
    },
    async (request) => {
      const ids = splitIds(request.query.ids)
      if (ids.length === 0) throw badRequest('请选择一条记录！')
      const actor = designActor(request)
      await deleteDesigns(db, actor, ids)
      await deps.caches.stamps.bump('auth')
      return ok(null, '批量删除成功!')
    },
  )

  app.get<{ Params: { code: string } }>(
    '/online/cgform/api/previewDbSynch/:code',
    {
      config: { permission: ONLINE_FORM_PERMS.sync },
      schema: {
        tags,
        summary: 'The DDL 同步数据库 would run and the data it would lose',
        params: codeParams,
      },
    },
    async (request) => ok(await previewSync(db, designActor(request).tenantId, request.params.code)),
  )

  app.post<{ Params: { code: string; synMethod: string } }>(
    '/online/cgform/api/doDbSynch/:code/:synMethod',
    {
      config: { permission: ONLINE_FORM_PERMS.sync },
      schema: {
        tags,
        summary:
          '同步数据库: normal refuses a change that loses data; force confirms the losses the preview listed',
        params: {
          type: 'object',
          properties: { code: codeParams.properties.code, synMethod: { type: 'string', maxLength: 10 } },
          required: ['code', 'synMethod'],
        },
      },
    },
    async (request) => {
      const { code, synMethod } = request.params
      if (synMethod !== 'normal' && synMethod !== 'force') throw badRequest('同步方式只能是normal或force')
      const result = await syncDesign(db, designActor(request), code, synMethod === 'force')
      await deps.caches.stamps.bump('auth') // its menu entry and buttons are (re)written
      return ok(result, '同步数据库成功!')
    },
  )
}
