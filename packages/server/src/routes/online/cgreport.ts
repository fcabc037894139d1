import { PassThrough } from 'node:stream'
import type {
  CgReportColumns,
  CgReportColumnsAndData,
  CgReportParamInfo,
  CgReportQueryItem,
} from '@portico/contract'
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
import { runDesign } from '../../services/cgreport/design-run'
import { MAX_REPORT_EXPORT_ROWS, reportRows, reportSheet } from '../../services/cgreport/export'
import { type ReportRunOptions, runReport } from '../../services/cgreport/run'
import { DictCodec } from '../../services/excel/dict-codec'
import { writeEntitySheet, XLSX_TYPE } from '../../services/excel/export'
import { permissionCodesOf } from '../../services/users/current-user'
import { isAdministrator } from '../../services/users/grant-checks'
import { sourceOf, sourceService } from './cgreport-source'

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
    // The Vue2 client's hidden route /online/cgreport/:code passes a report's id or its code to every call.
    const definition =
      (await loadReport(db, by)) ?? (await loadReport(db, 'id' in by ? { code: by.id } : { id: by.code }))
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

  /** How the request runs a report: a designed one through its source's service, with the request's scope. */
  const runOptions = (request: FastifyRequest): ReportRunOptions => ({
    timeoutMs: deps.reportTimeoutMs,
    log: request.log,
    designed: async (definition, query) => {
      const source = sourceOf(definition.head.design?.source)
      const service = await sourceService(deps, request, source)
      return runDesign(db, service, request, definition, query, {
        timeoutMs: deps.reportTimeoutMs,
        log: request.log,
      })
    },
  })

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
        ...(head.design?.chart ? { chart: head.design.chart } : {}),
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
      return ok(await runReport(db, definition, request.query, runOptions(request)))
    },
  )

  app.get<{ Params: { cgRpConfigId: string }; Querystring: Record<string, unknown> }>(
    '/online/cgreport/api/getColumnsAndData/:cgRpConfigId',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary:
          "The report page of the Vue2 client (id or code): {data (getData's page), columns, cgreportHeadName, dictOptions, fieldHrefSlots, isCheckbox, chart (designed reports)}",
        params: pathParam('cgRpConfigId'),
      },
    },
    async (request) => {
      const definition = await reportFor(request, { id: request.params.cgRpConfigId })
      const shown = definition.items.filter((i) => i.isShow === 1)
      const result: CgReportColumnsAndData = {
        data: await runReport(db, definition, request.query, runOptions(request)),
        columns: columnsOf(definition.items),
        cgreportHeadName: definition.head.name,
        cgRpConfigId: definition.head.id,
        dictOptions: await dictOptionsOf(db, shown),
        fieldHrefSlots: [],
        isCheckbox: 'N',
        ...(definition.head.design?.chart ? { chart: definition.head.design.chart } : {}),
      }
      return ok(result)
    },
  )

  app.get<{ Params: { cgRpConfigId: string } }>(
    '/online/cgreport/api/getParamsInfo/:cgRpConfigId',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary:
          "The report's parameters (sent back as `self_<paramName>`): a designed report's filters, a SQL report's slots",
        params: pathParam('cgRpConfigId'),
      },
    },
    async (request) => {
      const { params } = await reportFor(request, { id: request.params.cgRpConfigId })
      const result: CgReportParamInfo[] = params.map((param) => ({
        id: param.id,
        cgrheadId: param.cgrheadId,
        paramName: param.paramName,
        paramTxt: param.paramTxt,
        paramValue: param.defaultValue,
        orderNum: param.orderNum,
      }))
      return ok(result)
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
      const rows = await reportRows(db, definition, query, runOptions(request))
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
