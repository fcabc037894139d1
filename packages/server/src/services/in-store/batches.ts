import {
  IN_STORE_CHANNEL_DICT,
  IN_STORE_LIMITS,
  IN_STORE_REMARK_MESSAGE,
  IN_STORE_STATUS_DICT,
  type InStoreBatch,
  InStoreBatchStatus,
  type InStoreLine,
  type Page,
} from '@portico/contract'
import { and, asc, eq, like, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { inStoreBatch, inStoreLine } from '../../db/schema'
import { badRequest, conflict, notFound } from '../../http/envelope'
import { isUniqueViolation } from '../../http/errors'
import { formatDateTime } from '../dates'
import { dictTextMap } from '../dicts'
import { newId } from '../ids'
import { dictField, type ListSpec, listQuery, selectPage, tableListSpec, toPage } from '../query'

/** What the batch list may filter and sort on; nothing else reaches SQL. */
export const IN_STORE_BATCH_LIST: ListSpec = tableListSpec(inStoreBatch, {
  batchNo: 'string',
  status: dictField(IN_STORE_STATUS_DICT),
  defaultChannel: dictField(IN_STORE_CHANNEL_DICT),
  remark: 'string',
  lineCount: 'integer',
  totalPieces: 'integer',
  totalWeight: 'number',
  createBy: 'string',
  createTime: 'datetime',
  updateTime: 'datetime',
  completeTime: 'datetime',
})

type BatchRow = typeof inStoreBatch.$inferSelect
type LineRow = typeof inStoreLine.$inferSelect
type Texts = Map<string, string>

const dictTexts = (db: Db) =>
  Promise.all([dictTextMap(db, IN_STORE_STATUS_DICT), dictTextMap(db, IN_STORE_CHANNEL_DICT)])

function toBatch(row: BatchRow, statuses: Texts, channels: Texts): InStoreBatch {
  return {
    id: row.id,
    batchNo: row.batchNo,
    status: row.status,
    status_dictText: statuses.get(row.status) ?? '',
    defaultChannel: row.defaultChannel,
    defaultChannel_dictText: row.defaultChannel ? (channels.get(row.defaultChannel) ?? '') : '',
    remark: row.remark,
    lineCount: row.lineCount,
    totalPieces: row.totalPieces,
    totalWeight: Number(row.totalWeight),
    revision: row.revision,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime),
    updateBy: row.updateBy,
    updateTime: formatDateTime(row.updateTime),
    completeBy: row.completeBy,
    completeTime: formatDateTime(row.completeTime),
  }
}

function toLine(row: LineRow, channels: Texts): InStoreLine {
  return {
    id: row.id,
    batchId: row.batchId,
    trackingNo: row.trackingNo,
    weight: Number(row.weight),
    pieces: row.pieces,
    channel: row.channel,
    channel_dictText: channels.get(row.channel) ?? '',
    remark: row.remark,
    orderNum: row.orderNum,
  }
}

export async function listInStoreBatches(
  db: Db,
  query: Record<string, unknown>,
): Promise<Page<InStoreBatch>> {
  const list = listQuery(IN_STORE_BATCH_LIST, query)
  const [{ rows, total }, [statuses, channels]] = await Promise.all([
    selectPage(db, inStoreBatch, list),
    dictTexts(db),
  ])
  return toPage(
    rows.map((row) => toBatch(row, statuses, channels)),
    total,
    list,
  )
}

/** The batch as the page shows it; 404 when it does not exist. */
export async function inStoreBatchRecord(db: Db, id: string): Promise<InStoreBatch> {
  const [rows, [statuses, channels]] = await Promise.all([
    db.select().from(inStoreBatch).where(eq(inStoreBatch.id, id)),
    dictTexts(db),
  ])
  if (!rows[0]) throw notFound('入库批次不存在，可能已被删除')
  return toBatch(rows[0], statuses, channels)
}

export async function inStoreBatchExists(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: inStoreBatch.id }).from(inStoreBatch).where(eq(inStoreBatch.id, id))
  return rows.length > 0
}

/** The lines of a batch in table order. */
export async function inStoreLines(db: Db, batchId: string): Promise<InStoreLine[]> {
  const [rows, channels] = await Promise.all([
    db
      .select()
      .from(inStoreLine)
      .where(eq(inStoreLine.batchId, batchId))
      .orderBy(asc(inStoreLine.orderNum), asc(inStoreLine.createTime), asc(inStoreLine.id)),
    dictTextMap(db, IN_STORE_CHANNEL_DICT),
  ])
  return rows.map((row) => toLine(row, channels))
}

const CHINA_OFFSET_MS = 8 * 3600_000
/** RK + yyyyMMdd in GMT+8 + '-': the prefix of the day's batch numbers. */
export const batchNoPrefix = (now: Date) =>
  `RK${new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '')}-`

/** The next number of the day: RK20260516-001, -002… (more than 999 a day keeps counting: -1000). */
async function nextBatchNo(db: Db, now: Date): Promise<string> {
  const prefix = batchNoPrefix(now)
  const [row] = await db
    .select({
      last: sql<
        number | null
      >`max(cast(substring(${inStoreBatch.batchNo} from ${prefix.length + 1}::int) as integer))`,
    })
    .from(inStoreBatch)
    .where(like(inStoreBatch.batchNo, `${prefix}%`))
  return `${prefix}${String(Number(row?.last ?? 0) + 1).padStart(3, '0')}`
}

export interface InStoreBatchForm {
  remark?: unknown
  defaultChannel?: unknown
}

const text = (value: unknown): string =>
  value === null || value === undefined || typeof value === 'object' ? '' : String(value).trim()

/** Opens a batch with the day's next number; two clerks creating at once both get one (the loser retries). */
export async function createInStoreBatch(db: Db, form: InStoreBatchForm, actor: string): Promise<string> {
  const remark = text(form.remark)
  if (remark.length > IN_STORE_LIMITS.remarkLength) throw badRequest(IN_STORE_REMARK_MESSAGE)
  const defaultChannel = text(form.defaultChannel)
  if (defaultChannel) {
    const channels = await dictTextMap(db, IN_STORE_CHANNEL_DICT)
    if (!channels.has(defaultChannel))
      throw badRequest(`默认渠道无效，可选：${[...channels.values()].join('、')}`)
  }
  const id = newId()
  for (let attempt = 1; ; attempt++) {
    const now = new Date()
    try {
      await db.insert(inStoreBatch).values({
        id,
        batchNo: await nextBatchNo(db, now),
        status: InStoreBatchStatus.OPEN,
        defaultChannel: defaultChannel || null,
        remark: remark || null,
        createBy: actor,
        createTime: now,
      })
      return id
    } catch (error) {
      if (attempt >= 5 || !isUniqueViolation(error)) throw error
    }
  }
}

/** Locks the batch row for the rest of the transaction; 404 when gone, 409 when already in-stored. */
export async function lockOpenBatch(tx: Db, id: string): Promise<BatchRow> {
  const [batch] = await tx.select().from(inStoreBatch).where(eq(inStoreBatch.id, id)).for('update')
  if (!batch) throw notFound('入库批次不存在，可能已被删除')
  if (batch.status !== InStoreBatchStatus.OPEN) throw conflict(`批次 ${batch.batchNo} 已完成入库，不能再修改`)
  return batch
}

/** 完成入库: the batch becomes read only; a batch without lines cannot be completed. */
export async function completeInStoreBatch(db: Db, id: string, actor: string): Promise<void> {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db
    const batch = await lockOpenBatch(tx, id)
    if (batch.lineCount === 0) throw badRequest(`批次 ${batch.batchNo} 还没有明细，不能完成入库`)
    const now = new Date()
    await tx
      .update(inStoreBatch)
      .set({
        status: InStoreBatchStatus.DONE,
        completeBy: actor,
        completeTime: now,
        updateBy: actor,
        updateTime: now,
        revision: sql`${inStoreBatch.revision} + 1`,
      })
      .where(eq(inStoreBatch.id, id))
  })
}

/** Deletes an open batch with its lines; a completed batch stays (its parcels are in the warehouse). */
export async function deleteInStoreBatch(db: Db, id: string): Promise<void> {
  const deleted = await db
    .delete(inStoreBatch)
    .where(and(eq(inStoreBatch.id, id), eq(inStoreBatch.status, InStoreBatchStatus.OPEN)))
    .returning({ id: inStoreBatch.id })
  if (deleted.length > 0) return
  const [batch] = await db
    .select({ batchNo: inStoreBatch.batchNo })
    .from(inStoreBatch)
    .where(eq(inStoreBatch.id, id))
  if (!batch) throw notFound('入库批次不存在，可能已被删除')
  throw conflict(`批次 ${batch.batchNo} 已完成入库，不能删除`)
}
