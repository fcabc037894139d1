import type { Resource, ResourceAction } from '@portico/contract'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { Deps } from '../deps'
import { notFound, ok } from '../http/envelope'
import { listQuerystring } from '../services/query'
import type { ResourceTable } from '../services/resources/columns'
import { resourceImportPlan, resourceSheet } from '../services/resources/excel'
import { narrowPage, narrowQuery } from '../services/resources/reader-view'
import { type ResourceHooks, ResourceService } from '../services/resources/service'
import { maskStaffNames } from '../services/resources/staff-fields'
import { heldCodes } from '../services/users/held-codes'
import { splitIds } from '../services/users/users-write'
import { listExcelRoutes } from './list-excel'
import { assertRegistered } from './resource-registry-check'
import { str } from './schemas'

export interface ResourceRouteOptions extends ResourceHooks {
  /** OpenAPI tags (default: the first segment of the base URL). */
  tags?: string[]
  /** Messages of the write routes, JeecgBoot's by default. */
  messages?: Partial<Record<'add' | 'edit' | 'delete' | 'deleteBatch', string>>
  /** The add route answers the stored record instead of its id. */
  addAnswersRecord?: boolean
  /** Routes the domain registers itself: the generic ones are left out (their permission codes stay the same). */
  custom?: (ResourceAction | 'queryById')[]
  /** Codes that may also read the list, besides its own: screens whose pickers choose these records. */
  listReaders?: string[]
  /** What `listReaders` without the list's own code may filter, sort and read (default: everything). */
  readerFields?: readonly string[]
}

const idQuery = { type: 'object', properties: { id: str }, required: ['id'] } as const
const idsQuery = { type: 'object', properties: { ids: str }, required: ['ids'] } as const
const formBody = { type: 'object', additionalProperties: true } as const

type Query = Record<string, string | undefined>

/**
 * JeecgBoot's routes of a declared resource: list, queryById, add, edit (PUT and POST), delete, deleteBatch,
 * exportXls and importExcel, each needing the resource's permission code for it. Filters, sort, dictionary texts,
 * checks, tenant scope, versions and the data log all come from the declaration; `options` adds what is special.
 */
export function resourceRoutes(
  resource: Resource,
  table: ResourceTable,
  options: ResourceRouteOptions = {},
): FastifyPluginAsync<{ deps: Deps }> {
  assertRegistered(resource)
  const { baseUrl: base, perms, title } = resource
  const tags = options.tags ?? [base.split('/')[1]]
  const messages = {
    add: '添加成功！',
    edit: '编辑成功!',
    delete: '删除成功!',
    deleteBatch: '批量删除成功!',
    ...options.messages,
  }
  const offers = (action: ResourceAction | 'queryById') =>
    !options.custom?.includes(action) && (action === 'queryById' || resource.actions.includes(action))

  return async (app, { deps }) => {
    const service = new ResourceService(resource, table, options, deps)
    deps.resources.set(resource.table, service)
    const schema = (summary: string, extra: object = {}) => ({ tags, summary, ...extra })

    if (offers('list'))
      app.get(
        `${base}/list`,
        {
          config: {
            permission: options.listReaders?.length ? [perms.list, ...options.listReaders] : perms.list,
          },
          schema: schema(`Paged ${title} (JeecgBoot filters, superQueryParams, column/order)`, {
            querystring: listQuerystring(service.spec),
          }),
        },
        async (request) => {
          const fields = options.readerFields
          if (!fields || (await heldCodes(deps, request.user!.id)).has(perms.list))
            return ok(await service.list(request))
          request.query = narrowQuery(request.query as Record<string, unknown>, fields)
          return ok(narrowPage(await service.list(request), fields))
        },
      )

    if (offers('queryById'))
      app.get<{ Querystring: { id: string } }>(
        `${base}/queryById`,
        { config: { permission: perms.list }, schema: schema(`One ${title}`, { querystring: idQuery }) },
        async (request) => ok(await service.get(request, request.query.id)),
      )

    if (offers('add'))
      app.post<{ Body: Record<string, unknown> }>(
        `${base}/add`,
        { config: { permission: perms.add }, schema: schema(`Add a ${title}`, { body: formBody }) },
        async (request) => {
          const row = await service.add(request, request.body ?? {})
          const result = options.addAnswersRecord ? await service.get(request, String(row.id)) : row.id
          return ok(result, messages.add)
        },
      )

    if (offers('edit')) {
      const edit = async (request: FastifyRequest<{ Body: Record<string, unknown> }>) => {
        const row = await service.edit(request, request.body ?? {})
        return ok(await service.get(request, String(row.id)), messages.edit)
      }
      const editOptions = {
        config: { permission: perms.edit },
        schema: schema(`Edit a ${title}; with \`version\`, refused (409) when it changed meanwhile`, {
          body: formBody,
        }),
      }
      app.put(`${base}/edit`, editOptions, edit)
      app.post(`${base}/edit`, editOptions, edit)
    }

    if (offers('delete'))
      app.delete<{ Querystring: Query }>(
        `${base}/delete`,
        {
          config: { permission: perms.delete },
          schema: schema(`Delete a ${title}`, { querystring: idQuery }),
        },
        async (request) => {
          if ((await service.remove(request, [String(request.query.id)])) === 0)
            throw notFound('未找到对应数据')
          return ok(null, messages.delete)
        },
      )

    if (offers('deleteBatch'))
      app.delete<{ Querystring: Query }>(
        `${base}/deleteBatch`,
        {
          config: { permission: perms.deleteBatch },
          schema: schema(`Delete ${title} records; ids comma-separated`, { querystring: idsQuery }),
        },
        async (request) => {
          await service.remove(request, splitIds(request.query.ids))
          return ok(null, messages.deleteBatch)
        },
      )

    if (offers('exportXls') || offers('importExcel'))
      await app.register(
        listExcelRoutes({
          base,
          tags,
          sheet: resourceSheet(resource),
          list: service.spec,
          table,
          id: table.id,
          scope: (request) => service.readScope(request),
          present: (request, records) => maskStaffNames(request, records, options.staffFields),
          permissions: {
            exportXls: offers('exportXls') ? perms.exportXls : undefined,
            importExcel: offers('importExcel') ? perms.importExcel : undefined,
          },
          importPlan: (context) => resourceImportPlan(service, context),
        }),
        { deps },
      )
  }
}
