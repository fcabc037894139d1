import type { OnlineFormDeclaration } from '@portico/contract'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { Deps } from '../../deps'
import { notFound, ok } from '../../http/envelope'
import { subTableDeclarations, withSubRows } from '../../services/online-form/sub-tables'
import { splitIds } from '../../services/users/users-write'
import { str } from '../schemas'
import { liveFormAccess, liveFormsOf } from './live-form-access'

const tags = ['online form data']
const code = { type: 'string', minLength: 1, maxLength: 64 } as const
const codeParams = { type: 'object', properties: { code }, required: ['code'] } as const
const formBody = { type: 'object', additionalProperties: true } as const

type Values = Record<string, unknown>
type WithCode<Extra = object> = FastifyRequest<{ Params: { code: string } } & Extra>

/**
 * A synchronised design as a declared resource for `<ResourcePage>`: its declaration, and list, queryById, add, edit,
 * delete and deleteBatch under `/online/cgform/data/<id>`, keyed by property names as every declared resource's
 * routes are (the JeecgBoot online calls, keyed by column names, are /online/cgform/api's).
 */
export const cgformDataRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const formFor = liveFormAccess(deps)
  const base = '/online/cgform/data/:code'
  const withId = { type: 'object', properties: { id: str }, required: ['id'] } as const

  app.get(
    `${base}/declaration`,
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary:
          'The resource declaration of a synchronised design (fields, perms, actions), with its synchronised sub-tables',
        params: codeParams,
      },
    },
    async (request: WithCode) => {
      const form = await formFor(request, request.params.code, 'list')
      const declaration: OnlineFormDeclaration = {
        ...form.resource,
        subTables: await subTableDeclarations(liveFormsOf(deps), form),
      }
      return ok(declaration)
    },
  )

  app.get(
    `${base}/list`,
    {
      config: { permission: 'authenticated' },
      schema: { tags, summary: 'Paged rows (JeecgBoot list parameters)', params: codeParams },
    },
    async (request: WithCode) =>
      ok(await (await formFor(request, request.params.code, 'list')).service.list(request)),
  )

  app.get(
    `${base}/queryById`,
    {
      config: { permission: 'authenticated' },
      schema: { tags, summary: 'One row', params: codeParams, querystring: withId },
    },
    async (request: WithCode<{ Querystring: { id: string } }>) => {
      const form = await formFor(request, request.params.code, 'list')
      const record = await form.service.get(request, request.query.id)
      return ok(await withSubRows(deps, liveFormsOf(deps), form, request, record, false))
    },
  )

  app.post(
    `${base}/add`,
    {
      config: { permission: 'authenticated' },
      schema: { tags, summary: 'Adds a row; answers its id', params: codeParams, body: formBody },
    },
    async (request: WithCode<{ Body: Values }>) => {
      const form = await formFor(request, request.params.code, 'add')
      return ok(String((await form.service.add(request, request.body ?? {})).id), '添加成功！')
    },
  )

  const edit = async (request: WithCode<{ Body: Values }>) => {
    const form = await formFor(request, request.params.code, 'edit')
    const row = await form.service.edit(request, request.body ?? {})
    return ok(await form.service.get(request, String(row.id)), '编辑成功!')
  }
  const editOptions = {
    config: { permission: 'authenticated' as const },
    schema: {
      tags,
      summary: 'Edits a row; with `version`, refused (409) when it changed meanwhile',
      params: codeParams,
      body: formBody,
    },
  }
  app.put(`${base}/edit`, editOptions, edit)
  app.post(`${base}/edit`, editOptions, edit)

  app.delete(
    `${base}/delete`,
    {
      config: { permission: 'authenticated' },
      schema: { tags, summary: 'Deletes a row', params: codeParams, querystring: withId },
    },
    async (request: WithCode<{ Querystring: { id: string } }>) => {
      const form = await formFor(request, request.params.code, 'delete')
      if ((await form.service.remove(request, [request.query.id])) === 0) throw notFound('未找到对应数据')
      return ok(null, '删除成功!')
    },
  )

  app.delete(
    `${base}/deleteBatch`,
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Deletes rows; ids comma-separated',
        params: codeParams,
        querystring: { type: 'object', properties: { ids: str }, required: ['ids'] },
      },
    },
    async (request: WithCode<{ Querystring: { ids: string } }>) => {
      const form = await formFor(request, request.params.code, 'deleteBatch')
      await form.service.remove(request, splitIds(request.query.ids))
      return ok(null, '批量删除成功!')
    },
  )
}
