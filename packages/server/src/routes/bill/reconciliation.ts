import {
  RECON_PERMS,
  reconciliationLineResource,
  reconciliationResource,
  STATEMENT_COLUMNS,
} from '@portico/contract'
import type { FastifyPluginAsync } from 'fastify'
import { reconciliation, reconciliationLine } from '../../db/schema'
import type { Deps } from '../../deps'
import { ok } from '../../http/envelope'
import { readSingleFileForm } from '../../http/multipart'
import { sendXlsx } from '../../http/xlsx-reply'
import { openSheetWriter } from '../../services/excel/export'
import { importStatement } from '../../services/reconciliation/import'
import { refuseDeletingReconciled, resolveLine } from '../../services/reconciliation/resolve'
import { actorOf } from '../../services/resources/scope'
import type { ResourceService } from '../../services/resources/service'
import { resourceRoutes } from '../resource-routes'
import { objectSchema, str, strOrNum } from '../schemas'

const tags = ['bill']
const BASE = reconciliationResource.baseUrl

/**
 * 对账管理: reconciliations and their lines are declared resources (lists, detail, remark, delete before reconciled,
 * export); importing a statement and resolving a difference are the routes of their own.
 */
export const reconciliationRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(
    resourceRoutes(reconciliationResource, reconciliation, {
      tags,
      missingMessage: '对账单不存在',
      beforeDelete: ({ tx, rows }) =>
        refuseDeletingReconciled(
          tx,
          rows.map((r) => String(r.id)),
        ),
    }),
    { deps },
  )
  await app.register(
    resourceRoutes(reconciliationLineResource, reconciliationLine, {
      tags,
      missingMessage: '对账明细不存在',
    }),
    { deps },
  )
  const headers = deps.resources.get(reconciliationResource.table) as ResourceService

  app.post(
    `${BASE}/import`,
    {
      config: { permission: RECON_PERMS.import },
      schema: {
        tags,
        summary:
          'Import a carrier statement (.xlsx, multipart: file, channelCode, statementNo, periodStart, periodEnd); bad rows refuse it, listed in result.errors',
      },
    },
    async (request) => {
      const { file, fields } = await readSingleFileForm(request, deps.uploadMaxBytes)
      const created = await importStatement(deps.db, {
        channelCode: fields.channelCode ?? '',
        statementNo: fields.statementNo ?? '',
        periodStart: fields.periodStart ?? '',
        periodEnd: fields.periodEnd ?? '',
        fileName: file.filename,
        data: file.data,
        actor: actorOf(request).username,
      })
      const message = created.diffCount
        ? `已导入对账单 ${created.reconNo}，共${created.lineCount}行，${created.diffCount}处差异待处理`
        : `已导入对账单 ${created.reconNo}，共${created.lineCount}行，双方一致，已对账`
      return ok(await headers.get(request, created.id), message)
    },
  )

  app.get(
    `${BASE}/template`,
    {
      config: { permission: RECON_PERMS.import },
      schema: { tags, summary: 'An empty statement (.xlsx) with the header row the import reads' },
    },
    async (request, reply) => {
      const columns = Object.values(STATEMENT_COLUMNS).map((titles) => ({ title: titles[0], width: 18 }))
      return sendXlsx(request, reply, '对账单模板.xlsx', async (output) => {
        const writer = await openSheetWriter(
          output,
          { title: '承运商对账单', sheetName: '对账单' },
          columns,
          '一张对账单一种币种',
        )
        await writer.finish()
      })
    },
  )

  app.post<{ Body: { id: string; resolution: string; amount?: string | number | null; note: string } }>(
    `${BASE}/resolve`,
    {
      config: { permission: RECON_PERMS.resolve },
      schema: {
        tags,
        summary:
          'Resolve one difference: ACCEPT_THEIRS, KEEP_OURS or ADJUST (with amount), with a note; the last one reconciles the statement',
        body: objectSchema({ id: str, resolution: str, amount: strOrNum, note: str }, ['id', 'resolution']),
      },
    },
    async (request) => {
      const updated = await resolveLine(deps.db, {
        ...request.body,
        note: request.body.note ?? '',
        actor: actorOf(request).username,
      })
      const message = updated.openCount
        ? `已处理，还有${updated.openCount}处差异待处理`
        : `已处理，对账单 ${updated.reconNo} 已对账`
      return ok(await headers.get(request, updated.id), message)
    },
  )
}
