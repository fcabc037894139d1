import {
  IN_STORE_PERMS,
  IN_STORE_SAVED_KEY,
  IN_STORE_SYNC_KIND,
  type InStoreSavedNotice,
  type InStoreSaveResult,
  inStoreSyncPageId,
  TableSyncType,
} from '@portico/contract'
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify'
import type { Deps } from '../deps'
import { ok } from '../http/envelope'
import type { UserRow } from '../services/current-user'
import {
  completeInStoreBatch,
  createInStoreBatch,
  deleteInStoreBatch,
  IN_STORE_BATCH_LIST,
  type InStoreBatchForm,
  inStoreBatchExists,
  inStoreBatchRecord,
  inStoreLines,
  listInStoreBatches,
} from '../services/in-store/batches'
import { type SaveLinesBody, saveInStoreLines } from '../services/in-store/save-lines'
import { listQuerystring } from '../services/query'
import { objectSchema, str } from './schemas'

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
 * 批量入库 (site tasks): in-store batches and their lines, edited together in the page's table. A batch's table is
 * shared live over `/vxeSocket/{userId}/instore-batch-{id}` by users holding site:instore:edit; after a save or a
 * completion the server tells that page (`common_send_date`, key instore-batch-saved) so open screens can reload.
 */
export const inStoreRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps
  deps.syncPages.register({
    kind: IN_STORE_SYNC_KIND,
    permission: IN_STORE_PERMS.edit,
    exists: (batchId) => inStoreBatchExists(db, batchId),
  })

  /** Tells every screen open on the batch that it changed (the saver's own screen ignores its revision). */
  const announce = async (batchId: string, user: UserRow, log: FastifyBaseLogger) => {
    const batch = await inStoreBatchRecord(db, batchId)
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
      .catch((error: unknown) => log.warn({ err: error }, 'in-store notice failed'))
    return batch
  }

  app.get<{ Querystring: Record<string, string | number | undefined> }>(
    `${BASE}/list`,
    {
      config: { permission: IN_STORE_PERMS.list },
      schema: {
        tags,
        summary: 'Paged in-store batches (newest first; filters on batchNo, status, createTime…)',
        querystring: listQuerystring(IN_STORE_BATCH_LIST),
      },
    },
    async (request) => ok(await listInStoreBatches(db, request.query)),
  )

  app.get<{ Querystring: { id: string } }>(
    `${BASE}/queryById`,
    {
      config: { permission: IN_STORE_PERMS.list },
      schema: { tags, summary: 'One in-store batch with its totals and revision', querystring: idQuery },
    },
    async (request) => ok(await inStoreBatchRecord(db, request.query.id)),
  )

  app.get<{ Querystring: { id: string } }>(
    `${BASE}/queryInStoreLineByMainId`,
    {
      config: { permission: IN_STORE_PERMS.list },
      schema: { tags, summary: 'The lines of a batch (id = batch id), in table order', querystring: idQuery },
    },
    async (request) => {
      await inStoreBatchRecord(db, request.query.id)
      return ok(await inStoreLines(db, request.query.id))
    },
  )

  app.post<{ Body: InStoreBatchForm }>(
    `${BASE}/add`,
    {
      config: { permission: IN_STORE_PERMS.add },
      schema: {
        tags,
        summary: 'Open a batch; its number (RKyyyyMMdd-nnn) is given by the server',
        body: objectSchema({ remark: nullableStr, defaultChannel: nullableStr }),
      },
    },
    async (request) => {
      const id = await createInStoreBatch(db, request.body ?? {}, request.user!.username)
      return ok(await inStoreBatchRecord(db, id), '添加成功！')
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
      await saveInStoreLines(db, request.body, request.user!.username)
      const batch = await announce(batchId, request.user!, request.log)
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
        summary: '完成入库: the batch becomes read only (it needs at least one line)',
        body: objectSchema({ id: str }, ['id']),
      },
    },
    async (request) => {
      await completeInStoreBatch(db, request.body.id, request.user!.username)
      return ok(await announce(request.body.id, request.user!, request.log), '入库完成！')
    },
  )

  app.delete<{ Querystring: { id: string } }>(
    `${BASE}/delete`,
    {
      config: { permission: IN_STORE_PERMS.delete },
      schema: { tags, summary: 'Delete an open batch and its lines', querystring: idQuery },
    },
    async (request) => {
      await deleteInStoreBatch(db, request.query.id)
      return ok(null, '删除成功!')
    },
  )
}
