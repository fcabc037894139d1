import {
  IN_STORE_PERMS,
  IN_STORE_SAVED_KEY,
  IN_STORE_SYNC_KIND,
  type InStoreBatch,
  type InStoreSavedNotice,
  type InStoreSaveResult,
  inStoreBatchResource,
  inStoreSyncPageId,
  TableSyncType,
} from '@portico/contract'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { inStoreBatch } from '../../db/schema'
import type { Deps } from '../../deps'
import { ok } from '../../http/envelope'
import {
  completeInStoreBatch,
  inStoreBatchExists,
  inStoreBatchHooks,
  inStoreLines,
} from '../../services/in-store/batches'
import { type SaveLinesBody, saveInStoreLines } from '../../services/in-store/save-lines'
import type { ResourceService } from '../../services/resources/service'
import { resourceRoutes } from '../resource-routes'
import { objectSchema, str } from '../schemas'

const tags = ['site']
const BASE = '/site/inStoreBatch'

const idQuery = { type: 'object', properties: { id: str }, required: ['id'] } as const
const nullableStr = { type: ['string', 'null'] } as const
const lineSchema = {
  type: 'object',
  properties: {
    id: nullableStr,
    trackingNo: nullableStr,
    weight: { type: ['number', 'string', 'null'] },
    pieces: { type: ['number', 'string', 'null'] },
    channel: nullableStr,
    remark: nullableStr,
  },
  additionalProperties: true,
} as const
const saveSchema = objectSchema(
  {
    batchId: str,
    lines: { type: 'array', items: lineSchema },
    deleteIds: { type: 'array', items: str },
  },
  ['batchId', 'lines'],
)

/**
 * 批量入库 (site tasks): in-store batches, a declared resource (list, add, edit, delete, export), and their lines,
 * edited together in the batch's table. A batch's table is shared live over `/vxeSocket/{userId}/instore-batch-{id}`
 * by users holding site:instore:edit; after a save or a completion the server tells that page (`common_send_date`,
 * key instore-batch-saved) so open screens can reload. Every line route reads the batch within the caller's tenant.
 */
export const inStoreRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps
  await app.register(
    resourceRoutes(inStoreBatchResource, inStoreBatch, {
      ...inStoreBatchHooks,
      tags,
      addAnswersRecord: true,
      staffFields: ['completeBy', 'createBy', 'updateBy'],
    }),
    { deps },
  )
  const batches = deps.resources.get(inStoreBatchResource.table) as ResourceService
  /** The batch as the page shows it, if the caller's tenant owns it (404 otherwise). */
  const batchOf = async (request: FastifyRequest, id: string) =>
    (await batches.get(request, id)) as unknown as InStoreBatch

  deps.syncPages.register({
    kind: IN_STORE_SYNC_KIND,
    permission: IN_STORE_PERMS.edit,
    exists: (batchId) => inStoreBatchExists(db, batchId),
  })

  /** Tells every screen open on the batch that it changed (the saver's own screen ignores its revision). */
  const announce = async (request: FastifyRequest, batchId: string) => {
    const batch = await batchOf(request, batchId)
    const user = request.user!
    const notice: InStoreSavedNotice = {
      batchId,
      revision: batch.revision,
      status: batch.status,
      savedBy: user.realname ?? user.username,
      lineCount: batch.lineCount,
    }
    const message = JSON.stringify({
      type: TableSyncType.COMMON_SEND,
      data: { key: IN_STORE_SAVED_KEY, args: [notice] },
    })
    deps.tableSync
      .publish({ userId: inStoreSyncPageId(batchId), message })
      .catch((error: unknown) => request.log.warn({ err: error }, 'in-store notice failed'))
    return batch
  }

  app.get<{ Querystring: { id: string } }>(
    `${BASE}/queryInStoreLineByMainId`,
    {
      config: { permission: IN_STORE_PERMS.list },
      schema: { tags, summary: 'The lines of a batch (id = batch id), in table order', querystring: idQuery },
    },
    async (request) => {
      await batchOf(request, request.query.id)
      return ok(await inStoreLines(db, request.query.id))
    },
  )

  app.post<{ Body: SaveLinesBody }>(
    `${BASE}/saveLines`,
    {
      config: { permission: IN_STORE_PERMS.edit },
      schema: {
        tags,
        summary:
          'Save the lines of an open batch in one transaction: sent lines written in order (new ones without id), deleteIds removed, others kept',
        body: saveSchema,
      },
    },
    async (request) => {
      const batchId = String(request.body.batchId)
      await batchOf(request, batchId)
      await saveInStoreLines(db, request.body, request.user!.username)
      const batch = await announce(request, batchId)
      const result: InStoreSaveResult = { batch, lines: await inStoreLines(db, batchId) }
      return ok(result, '保存成功！')
    },
  )

  app.post<{ Body: { id: string } }>(
    `${BASE}/complete`,
    {
      config: { permission: IN_STORE_PERMS.edit },
      schema: {
        tags,
        summary:
          '完成入库: every line’s parcel is received at the batch’s station (weights, IN_STORE); one refused line refuses the batch, listing each in result; then the batch is read only',
        body: objectSchema({ id: str }, ['id']),
      },
    },
    async (request) => {
      await batchOf(request, request.body.id)
      await completeInStoreBatch(db, request.body.id, request.user!.username)
      return ok(await announce(request, request.body.id), '入库完成！')
    },
  )
}
