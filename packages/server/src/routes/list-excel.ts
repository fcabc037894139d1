import { PassThrough } from 'node:stream'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { Deps } from '../deps'
import { contentDisposition } from '../http/content-disposition'
import { badRequest, ok } from '../http/envelope'
import { readSingleFileForm } from '../http/multipart'
import { DictCodec } from '../services/excel/dict-codec'
import { writeEntitySheet, XLSX_TYPE } from '../services/excel/export'
import { ImportFormatError } from '../services/excel/import-reader'
import { type ImportPlan, type ImportReport, runImport } from '../services/excel/import-runner'
import { checkListSheet, exportRecords, type ListSheet } from '../services/excel/list-sheet'
import { isWorkbook } from '../services/excel/workbook-reader'
import { listQuerystring } from '../services/query'
import { splitIds } from '../services/users/users-write'
import { str } from './schemas'

const STATIC_PREFIX = '/sys/common/static/'

/** JeecgBoot's import replies: 200 when every row went in, 201 with the error file otherwise. */
export function importReply(report: ImportReport) {
  const { totalCount, successCount, errorCount, errorFileKey } = report
  if (!errorFileKey)
    return ok({ totalCount, successCount, errorCount }, `文件导入成功！数据行数：${successCount}`)
  return ok(
    {
      totalCount,
      errorCount,
      successCount,
      msg: `总上传行数：${totalCount}，已导入行数：${successCount}，错误行数：${errorCount}`,
      fileUrl: `${STATIC_PREFIX}${errorFileKey}`,
      fileName: errorFileKey.slice(errorFileKey.lastIndexOf('/') + 1),
    },
    '文件导入成功，但有错误。',
    201,
  )
}

/** An Excel workbook, .xlsx or legacy .xls (both read into the same rows). */
function checkWorkbook(data: Buffer): void {
  if (!isWorkbook(data)) throw badRequest('文件导入失败:文件不是Excel（.xls/.xlsx）格式')
}

/**
 * Runs an import plan on the request's uploaded .xlsx or .xls (`file` or `files[]`) and answers JeecgBoot's import reply
 * (per-row errors in an error file, code 201).
 */
export async function importWorkbook<T>(deps: Deps, request: FastifyRequest, plan: ImportPlan<T>) {
  const { file } = await readSingleFileForm(request, deps.uploadMaxBytes)
  checkWorkbook(file.data)
  const dicts = await DictCodec.load(deps.db, plan.spec.columns)
  try {
    const report = await runImport(plan, file.data, {
      db: deps.db,
      files: deps.files,
      dicts,
      batchSize: deps.importBatchSize,
      log: request.log,
    })
    if (report.totalCount === 0) throw badRequest('文件导入失败:文件中没有数据行')
    return importReply(report)
  } catch (error) {
    if (error instanceof ImportFormatError) throw badRequest(`文件导入失败:${error.message}`)
    throw error
  }
}

/**
 * Answers the .xlsx of the rows the list would show for the request's query (its filters, no paging; `selections`:
 * comma-separated ids), dictionary values as text.
 */
export async function sendExport(
  deps: Deps,
  declared: ListSheet<unknown>,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { selections, ...query } = request.query as Record<string, string | undefined>
  const { sheet } = declared
  const records = await exportRecords(deps.db, declared, request, query, splitIds(selections))
  const dicts = await DictCodec.load(deps.db, sheet.columns)
  const output = new PassThrough()
  writeEntitySheet(output, sheet, dicts, records, `导出人:${request.user!.realname}`).catch((error) => {
    request.log.error({ err: error }, 'export failed')
    output.destroy(error)
  })
  return reply
    .type(XLSX_TYPE)
    .header('Content-Disposition', contentDisposition('attachment', `${sheet.fileName}.xlsx`))
    .send(output)
}

/** `{base}/exportXls` and `{base}/importExcel` of a list, from its declaration (see ListSheet). */
export function listExcelRoutes<T>(declared: ListSheet<T>): FastifyPluginAsync<{ deps: Deps }> {
  checkListSheet(declared as ListSheet<unknown>)
  const { base, tags, sheet, permissions } = declared
  const listSchema = listQuerystring(declared.list)
  const titles = sheet.columns.map((c) => c.title).join('、')

  return async (app, { deps }) => {
    if (permissions.exportXls)
      app.get<{ Querystring: Record<string, string | number | undefined> & { selections?: string } }>(
        `${base}/exportXls`,
        {
          config: { permission: permissions.exportXls },
          schema: {
            tags,
            summary: `${sheet.fileName} as .xlsx (${titles}): the list filters (no paging) and \`selections\` (comma ids); dictionary values as text`,
            querystring: {
              ...listSchema,
              properties: { ...listSchema.properties, selections: str, field: str },
            },
          },
        },
        async (request, reply) => sendExport(deps, declared as ListSheet<unknown>, request, reply),
      )

    // An export-only list declares neither the import permission nor a plan.
    const { importPlan } = declared
    if (permissions.importExcel && importPlan)
      app.post(
        `${base}/importExcel`,
        {
          config: { permission: permissions.importExcel },
          schema: {
            tags,
            summary: `Multipart .xlsx (\`file\` or \`files[]\`) of ${sheet.fileName}; header row matched by column title (${titles}); rows checked like the form`,
            consumes: ['multipart/form-data'],
          },
        },
        async (request) =>
          importWorkbook(
            deps,
            request,
            await importPlan({ db: deps.db, files: deps.files, actor: request.user!.username, request }),
          ),
      )
  }
}
