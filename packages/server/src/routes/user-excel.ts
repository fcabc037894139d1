import { PassThrough } from 'node:stream'
import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../deps'
import { contentDisposition } from '../http/content-disposition'
import { badRequest, ok } from '../http/envelope'
import { readSingleFileForm } from '../http/multipart'
import { DictCodec } from '../services/excel/dict-codec'
import { writeEntitySheet, XLSX_TYPE } from '../services/excel/export'
import { ImportFormatError } from '../services/excel/import-reader'
import { type ImportReport, runImport } from '../services/excel/import-runner'
import { sniff } from '../services/file-types'
import { listQuerystring } from '../services/query'
import { USER_SHEET, userExportRecords, userImportPlan } from '../services/user-excel'
import { USER_LIST, type UserListQuery } from '../services/users-list'
import { splitIds } from '../services/users-write'
import { str } from './schemas'

const tags = ['user']
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

/** `.xlsx` only: the reader streams Office Open XML; old binary .xls files must be saved as .xlsx first. */
function checkWorkbook(data: Buffer): void {
  const kind = sniff(data)
  if (kind === 'ole') throw badRequest('文件导入失败:暂不支持旧版 .xls 格式，请在Excel中另存为 .xlsx 后导入')
  if (kind !== 'zip') throw badRequest('文件导入失败:文件不是Excel（.xlsx）格式')
}

const userListSchema = listQuerystring(USER_LIST)

export const userExcelRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  app.get<{ Querystring: UserListQuery & { selections?: string } }>(
    '/sys/user/exportXls',
    {
      config: { permission: 'system:user:list' },
      schema: {
        tags,
        summary:
          'Users as .xlsx: the list filters (no paging) and `selections` (comma ids); dictionary values as text',
        querystring: {
          ...userListSchema,
          properties: { ...userListSchema.properties, selections: str, field: str },
        },
      },
    },
    async (request, reply) => {
      const { selections, ...query } = request.query
      const records = await userExportRecords(deps.db, query, splitIds(selections))
      const dicts = await DictCodec.load(deps.db, USER_SHEET.columns)
      const output = new PassThrough()
      writeEntitySheet(output, USER_SHEET, dicts, records, `导出人:${request.user!.realname}`).catch(
        (error) => {
          request.log.error({ err: error }, 'export failed')
          output.destroy(error)
        },
      )
      return reply
        .type(XLSX_TYPE)
        .header('Content-Disposition', contentDisposition('attachment', `${USER_SHEET.fileName}.xlsx`))
        .send(output)
    },
  )

  app.post(
    '/sys/user/importExcel',
    {
      config: { permission: 'system:user:add' },
      schema: {
        tags,
        summary:
          'Multipart .xlsx (`file` or `files[]`); header row matched by column title; rows checked like the user form',
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const { file } = await readSingleFileForm(request, deps.uploadMaxBytes)
      checkWorkbook(file.data)
      const dicts = await DictCodec.load(deps.db, USER_SHEET.columns)
      try {
        const report = await runImport(userImportPlan(request.user!.username), file.data, {
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
    },
  )
}
