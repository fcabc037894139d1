import { PassThrough } from 'node:stream'
import type { CgReportColumns, CgReportQueryItem } from '@portico/contract'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { Deps } from '../../deps'
import { contentDisposition } from '../../http/content-disposition'
import { forbidden, notFound, ok } from '../../http/envelope'
import {
  columnsOf,
  dictOptionsOf,
  loadReport,
  queryItemsOf,
  type ReportDefinition,
} from '../../services/cgreport/definition'
import { MAX_REPORT_EXPORT_ROWS, reportRows, reportSheet } from '../../services/cgreport/export'
import { runReport } from '../../services/cgreport/run'
import { DictCodec } from '../../services/excel/dict-codec'
import { writeEntitySheet, XLSX_TYPE } from '../../services/excel/export'
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

  app.get<{ Params: { cgRpConfigId: string }; Querystring: Record<string, unknown> }>(
    '/online/cgreport/api/exportXls/:cgRpConfigId',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: `The report as .xlsx: the same parameters as getData without paging, dictionary columns as their texts (at most ${MAX_REPORT_EXPORT_ROWS} rows)`,
        params: pathParam('cgRpConfigId'),
        querystring: {
          type: 'object',
          properties: {
            column: { type: 'string', maxLength: 100 },
            order: { type: 'string', maxLength: 10 },
          },
        },
      },
    },
    async (request, reply) => {
      const definition = await reportFor(request, { id: request.params.cgRpConfigId })
      const { pageNo: _pageNo, pageSize: _pageSize, ...query } = request.query
      const rows = await reportRows(db, definition, query, {
        timeoutMs: deps.reportTimeoutMs,
        log: request.log,
      })
      const sheet = reportSheet(definition)
      const dicts = DictCodec.fromOptions(await dictOptionsOf(db, definition.items))
      const output = new PassThrough()
      writeEntitySheet(output, sheet, dicts, rows, `导出人:${request.user!.realname}`).catch((error) => {
        request.log.error({ err: error }, 'report export failed')
        output.destroy(error)
      })
      return reply
        .type(XLSX_TYPE)
        .header('Content-Disposition', contentDisposition('attachment', `${sheet.fileName}.xlsx`))
        .send(output)
    },
  )
}
