import { PassThrough } from 'node:stream'
import {
  customsActions,
  customsDataBatchResource,
  customsDeclarationResource,
  customsDeductionResource,
  customsInspectionResource,
  type DeclarableOutBatch,
  OUT_BATCH_STATUS,
} from '@portico/contract'
import { and, desc, eq, notExists, sql } from 'drizzle-orm'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { Db } from '../../db/client'
import {
  customsDataBatch,
  customsDeclaration,
  customsDeduction,
  customsInspection,
  logisticsOutBatch,
  logisticsParcel,
} from '../../db/schema'
import type { Deps } from '../../deps'
import { contentDisposition } from '../../http/content-disposition'
import { ok } from '../../http/envelope'
import { createDataBatch, dataBatchHooks } from '../../services/customs/data-batches'
import { dataBatchFor, writeDeclarationFile } from '../../services/customs/declaration-file'
import {
  checkDeclarations,
  declarationHooks,
  lockDeclarations,
  submitDeclarations,
} from '../../services/customs/declarations'
import { deductionHooks } from '../../services/customs/deductions'
import { recordInspectionResult, selectForInspection } from '../../services/customs/inspections'
import { responseImportPlan } from '../../services/customs/responses'
import { XLSX_TYPE } from '../../services/excel/export'
import { formatDateTime } from '../../services/shared/dates'
import { importWorkbook } from '../list-excel'
import { resourceRoutes } from '../resource-routes'
import { serveAction } from '../serve-action'

const tags = ['customs']

/**
 * 报关管理: data batches made from outbound batches (and their declaration file), declarations with 三单对碰,
 * submission and the customs response import, inspections and their outcome, deductions. Customer users reach only
 * their own declarations, inspections and deductions.
 */
export const customsRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, options) => {
  const { db } = options.deps
  const transaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db))
  const operator = (request: FastifyRequest) => request.user!.username

  await app.register(
    resourceRoutes(customsDataBatchResource, customsDataBatch, { tags, ...dataBatchHooks }),
    options,
  )
  await app.register(
    resourceRoutes(customsDeclarationResource, customsDeclaration, { tags, ...declarationHooks }),
    options,
  )
  await app.register(resourceRoutes(customsInspectionResource, customsInspection, { tags }), options)
  await app.register(
    resourceRoutes(customsDeductionResource, customsDeduction, { tags, ...deductionHooks }),
    options,
  )

  serveAction(app, customsActions.outBatches, async () => {
    const rows = await db
      .select()
      .from(logisticsOutBatch)
      .where(
        and(
          eq(logisticsOutBatch.status, OUT_BATCH_STATUS.outStore),
          notExists(
            db
              .select({ one: sql`1` })
              .from(customsDeclaration)
              .innerJoin(logisticsParcel, eq(logisticsParcel.id, customsDeclaration.parcelId))
              .where(eq(logisticsParcel.outBatchId, logisticsOutBatch.id)),
          ),
        ),
      )
      .orderBy(desc(logisticsOutBatch.outStoreTime))
      .limit(200)
    return ok(
      rows.map(
        (b): DeclarableOutBatch => ({
          id: b.id,
          batchNo: b.batchNo,
          channelCode: b.channelCode,
          parcelCount: b.parcelCount,
          outStoreTime: formatDateTime(b.outStoreTime),
        }),
      ),
    )
  })

  serveAction(app, customsActions.createBatch, async (request) => {
    const made = await transaction((tx) => createDataBatch(tx, request.body, operator(request)))
    return ok(made, `已生成报关数据批次 ${made.batchNo}，共 ${made.declarationCount} 份报关单`)
  })

  serveAction(app, customsActions.declarationFile, async (request, reply) => {
    const batch = await dataBatchFor(db, request.query.id)
    const output = new PassThrough()
    writeDeclarationFile(db, batch, output, request.user!.realname).catch((error) => {
      request.log.error({ err: error }, 'declaration file failed')
      output.destroy(error)
    })
    return reply
      .type(XLSX_TYPE)
      .header('Content-Disposition', contentDisposition('attachment', `报关清单_${batch.batchNo}.xlsx`))
      .send(output)
  })

  serveAction(app, customsActions.check, async (request) =>
    ok(
      await transaction(async (tx) =>
        checkDeclarations(tx, await lockDeclarations(tx, request.body.ids, request.customerId)),
      ),
    ),
  )

  serveAction(app, customsActions.submit, async (request) => {
    const count = await transaction(async (tx) =>
      submitDeclarations(
        tx,
        await lockDeclarations(tx, request.body.ids, request.customerId),
        operator(request),
      ),
    )
    return ok(count, `已申报 ${count} 份报关单`)
  })

  serveAction(app, customsActions.inspect, async (request) => {
    const { ids: chosen, note } = request.body
    await transaction(async (tx) =>
      selectForInspection(
        tx,
        await lockDeclarations(tx, chosen, request.customerId),
        operator(request),
        note,
      ),
    )
    return ok(chosen.length, `已布控 ${chosen.length} 份报关单`)
  })

  serveAction(app, customsActions.importResponse, async (request) =>
    importWorkbook(options.deps, request, responseImportPlan(operator(request), request.customerId)),
  )

  serveAction(app, customsActions.inspectionResult, async (request) => {
    await transaction((tx) =>
      recordInspectionResult(tx, { ...request.body, customerId: request.customerId }, operator(request)),
    )
    return ok(null, '查验结果已登记')
  })
}
