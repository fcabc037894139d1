import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../../deps'
import { notFound, ok } from '../../http/envelope'
import { dictItems } from '../../services/dicts/dicts'
import { tableTypeOf } from '../../services/online-form/designs'
import { KIND_SPECS } from '../../services/online-form/kinds'
import { withSubRows } from '../../services/online-form/sub-tables'
import { bodyFromWire, queryFromWire, recordToWire } from '../../services/online-form/wire'
import { splitIds } from '../../services/users/users-write'
import { liveFormAccess, liveFormsOf } from './live-form-access'

const tags = ['online form data']
const code = { type: 'string', minLength: 1, maxLength: 64 } as const
const codeParams = { type: 'object', properties: { code }, required: ['code'] } as const
const formBody = { type: 'object', additionalProperties: true } as const

type Values = Record<string, unknown>

/**
 * The online API of a synchronised design (JeecgBoot /online/cgform/api): its columns, query items and form schema,
 * its data (list with JeecgBoot's query parameters), and add, edit, one record, delete and batch delete, keyed by
 * column names. Rows are the request tenant's, checked and logged as every declared resource's; each action needs
 * the design's code `online:<table>:<action>` (administrators hold every one).
 */
export const cgformApiRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps
  const formFor = liveFormAccess(deps)

  app.get<{ Params: { code: string } }>(
    '/online/cgform/api/getColumns/:code',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'The list columns of a design and the options of its dictionaries',
        params: codeParams,
      },
    },
    async (request) => {
      const form = await formFor(request, request.params.code, 'list')
      const listed = form.fields.filter((field) => field.isShowList)
      const dictCodes = [
        ...new Set(form.fields.flatMap((field) => (field.dictField ? [field.dictField] : []))),
      ]
      const dictOptions = Object.fromEntries(
        await Promise.all(
          dictCodes.map(async (dictCode) => [dictCode, await dictItems(db, dictCode)] as const),
        ),
      )
      return ok({
        columns: listed.map((field) => ({
          title: field.dbFieldTxt,
          dataIndex: field.dbFieldName,
          align: 'center',
          sorter: true,
          ...(field.dictField ? { customRender: field.dictField } : {}),
        })),
        dictOptions,
        formTemplate: '1',
        description: form.head.tableTxt,
        currentTableName: form.head.tableName,
        code: form.head.id,
        tableType: await tableTypeOf(db, form.head),
        isTree: 'N',
        paginationFlag: 'Y',
        checkboxFlag: 'Y',
        scrollFlag: 0,
        foreignKeys: [],
        fieldHrefSlots: [],
        cgButtonList: [],
        enhanceJs: '',
        hideColumns: [],
      })
    },
  )

  app.get<{ Params: { code: string } }>(
    '/online/cgform/api/getQueryInfo/:code',
    {
      config: { permission: 'authenticated' },
      schema: { tags, summary: 'The query items of a design', params: codeParams },
    },
    async (request) => {
      const form = await formFor(request, request.params.code, 'list')
      return ok(
        form.fields
          .filter((field) => field.isQuery)
          .map((field) => ({
            field: field.dbFieldName,
            label: field.dbFieldTxt,
            view: KIND_SPECS[field.fieldKind].showType,
            mode: field.queryMode,
            ...(field.dictField ? { dictCode: field.dictField } : {}),
            order: field.orderNum,
          })),
      )
    },
  )

  app.get<{ Params: { code: string } }>(
    '/online/cgform/api/getFormItem/:code',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'The form of a design: head and a JSON schema of its form fields',
        params: codeParams,
      },
    },
    async (request) => {
      const form = await formFor(request, request.params.code, 'list')
      const shown = form.fields.filter((field) => field.isShowForm)
      const properties = Object.fromEntries(
        shown.map((field) => {
          const spec = KIND_SPECS[field.fieldKind]
          const numeric =
            field.fieldKind === 'integer' || field.fieldKind === 'number' || field.fieldKind === 'money'
          return [
            field.dbFieldName,
            {
              title: field.dbFieldTxt,
              view: spec.showType,
              type: field.fieldKind === 'integer' ? 'integer' : numeric ? 'number' : 'string',
              order: field.orderNum,
              ...(spec.length && field.dbLength ? { maxLength: field.dbLength } : {}),
              ...(field.dictField ? { dictCode: field.dictField } : {}),
              ...(field.fieldValidType ? { pattern: field.fieldValidType } : {}),
              ...(field.dbDefaultVal !== null ? { defVal: field.dbDefaultVal } : {}),
            },
          ]
        }),
      )
      return ok({
        head: {
          id: form.head.id,
          tableName: form.head.tableName,
          tableTxt: form.head.tableTxt,
          tableType: await tableTypeOf(db, form.head),
          isTree: 'N',
          formTemplate: '1',
        },
        schema: {
          title: form.head.tableTxt,
          table: form.head.tableName,
          type: 'object',
          properties,
          required: shown.filter((field) => field.fieldMustInput).map((field) => field.dbFieldName),
        },
        enhanceJs: '',
      })
    },
  )

  app.get<{ Params: { code: string } }>(
    '/online/cgform/api/getData/:code',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary:
          'Paged rows: `<column>` filters (JeecgBoot values), `<column>_begin/_end`, superQueryParams, column/order',
        params: codeParams,
      },
    },
    async (request) => {
      const form = await formFor(request, request.params.code, 'list')
      request.query = queryFromWire(form, request.query as Values)
      const page = await form.service.list(request)
      return ok({ ...page, records: page.records.map((record) => recordToWire(form, record)) })
    },
  )

  app.get<{ Params: { code: string; id: string } }>(
    '/online/cgform/api/form/:code/:id',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'One row of a design',
        params: { type: 'object', properties: { code, id: code }, required: ['code', 'id'] },
      },
    },
    async (request) => {
      const form = await formFor(request, request.params.code, 'list')
      const record = recordToWire(form, await form.service.get(request, request.params.id))
      return ok(await withSubRows(deps, liveFormsOf(deps), form, request, record, true))
    },
  )

  app.post<{ Params: { code: string }; Body: Values }>(
    '/online/cgform/api/form/:code',
    {
      config: { permission: 'authenticated' },
      schema: { tags, summary: 'Adds a row; answers its id', params: codeParams, body: formBody },
    },
    async (request) => {
      const form = await formFor(request, request.params.code, 'add')
      const row = await form.service.add(request, bodyFromWire(form, request.body ?? {}))
      return ok(String(row.id), '添加成功！')
    },
  )

  app.put<{ Params: { code: string }; Body: Values }>(
    '/online/cgform/api/form/:code',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary:
          'Edits a row (by `id`); with `version`, refused (409) when it changed meanwhile; answers the row',
        params: codeParams,
        body: formBody,
      },
    },
    async (request) => {
      const form = await formFor(request, request.params.code, 'edit')
      const row = await form.service.edit(request, bodyFromWire(form, request.body ?? {}))
      return ok(recordToWire(form, await form.service.get(request, String(row.id))), '修改成功！')
    },
  )

  app.delete<{ Params: { code: string; ids: string } }>(
    '/online/cgform/api/form/:code/:ids',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Deletes a row, or several (`ids` comma-separated: batch delete)',
        params: {
          type: 'object',
          properties: { code, ids: { type: 'string', minLength: 1, maxLength: 10000 } },
          required: ['code', 'ids'],
        },
      },
    },
    async (request) => {
      const ids = splitIds(request.params.ids)
      const form = await formFor(request, request.params.code, ids.length > 1 ? 'deleteBatch' : 'delete')
      if ((await form.service.remove(request, ids)) === 0) throw notFound('未找到对应数据')
      return ok(null, '删除成功!')
    },
  )
}
