import type { CgReportColumns, CgReportQueryItem } from '@portico/contract'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { Deps } from '../../deps'
import { forbidden, notFound, ok } from '../../http/envelope'
import {
  columnsOf,
  dictOptionsOf,
  loadReport,
  queryItemsOf,
  type ReportDefinition,
} from '../../services/cgreport/definition'
import { runReport } from '../../services/cgreport/run'
import { permissionCodesOf } from '../../services/users/current-user'
import { isAdministrator } from '../../services/users/grant-checks'

const tags = ['online report']
const REPORT_NOT_FOUND = '报表不存在'
const pathParam = (name: string) =>
  ({
    type: 'object',
    properties: { [name]: { type: 'string', minLength: 1, maxLength: 100 } },
    required: [name],
  }) as const

/** Online report popup API (JeecgBoot online module, /online/cgreport/api). */
export const cgReportRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps

  /** The report, if it exists and the caller holds its `perms` code; a report without one is for administrators. */
  async function reportFor(
    request: FastifyRequest,
    by: { id: string } | { code: string },
  ): Promise<ReportDefinition> {
    const definition = await loadReport(db, by)
    if (!definition) throw notFound(REPORT_NOT_FOUND)
    const required = (definition.head.perms ?? '')
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean)
    const userId = request.user!.id
    if (required.length === 0) {
      if (!(await isAdministrator(db, userId))) throw forbidden()
    } else {
      const held = await permissionCodesOf(db, userId)
      if (!required.some((code) => held.has(code))) throw forbidden()
    }
    return definition
  }

  app.get<{ Params: { code: string } }>(
    '/online/cgreport/api/getRpColumns/:code',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Columns of the report `code` (shown items), the options of their dictionaries, and its id',
        params: pathParam('code'),
      },
    },
    async (request) => {
      const { head, items } = await reportFor(request, { code: request.params.code })
      const result: CgReportColumns = {
        columns: columnsOf(items),
        dictOptions: await dictOptionsOf(
          db,
          items.filter((i) => i.isShow === 1),
        ),
        cgRpConfigId: head.id,
        cgRpConfigName: head.name,
      }
      return ok(result)
    },
  )

  app.get<{ Params: { cgRpConfigId: string } }>(
    '/online/cgreport/api/getQueryInfo/:cgRpConfigId',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Query items of a report: field, label, view, mode (single / group), hidden, dictCode',
        params: pathParam('cgRpConfigId'),
      },
    },
    async (request) => {
      const { items } = await reportFor(request, { id: request.params.cgRpConfigId })
      const queryItems = items.filter((i) => i.isQuery === 1)
      const result: CgReportQueryItem[] = queryItemsOf(queryItems, await dictOptionsOf(db, queryItems))
      return ok(result)
    },
  )

  app.get<{ Params: { cgRpConfigId: string }; Querystring: Record<string, unknown> }>(
    '/online/cgreport/api/getData/:cgRpConfigId',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary:
          'One page of a report: `self_<param>` dynamic parameters (bound), `<field>` / `<field>_begin` / `<field>_end` query values, `column` / `order` (an item field), `pageNo` / `pageSize`',
        params: pathParam('cgRpConfigId'),
        querystring: {
          type: 'object',
          properties: {
            pageNo: { type: 'integer', minimum: 1 },
            pageSize: { type: 'integer', minimum: 1 },
            column: { type: 'string', maxLength: 100 },
            order: { type: 'string', maxLength: 10 },
          },
        },
      },
    },
    async (request) => {
      const definition = await reportFor(request, { id: request.params.cgRpConfigId })
      return ok(
        await runReport(db, definition, request.query, { timeoutMs: deps.reportTimeoutMs, log: request.log }),
      )
    },
  )
}
