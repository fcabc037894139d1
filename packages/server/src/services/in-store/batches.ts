import { IN_STORE_CHANNEL_DICT, InStoreBatchStatus, type InStoreLine } from '@portico/contract'
import { asc, eq, like, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { inStoreBatch, inStoreLine } from '../../db/schema'
import { badRequest, conflict, notFound } from '../../http/envelope'
import { dictTextMap } from '../dicts/dicts'
import { openStation } from '../logistics/receive-parcel'
import type { ResourceHooks } from '../resources/service'
import { receiveBatchLines } from './receive-lines'

type BatchRow = typeof inStoreBatch.$inferSelect
type LineRow = typeof inStoreLine.$inferSelect
type Texts = Map<string, string>

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

/**
 * The next number of the day: RK20260516-001, -002… (more than 999 a day keeps counting: -1000). Call inside the
 * transaction that inserts the batch: it holds a lock until then, so two clerks creating at once get two numbers.
 */
export async function nextBatchNo(tx: Db, now: Date): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('in_store_batch_no'))`)
  const prefix = batchNoPrefix(now)
  const [row] = await tx
    .select({
      last: sql<
        number | null
      >`max(cast(substring(${inStoreBatch.batchNo} from ${prefix.length + 1}::int) as integer))`,
    })
    .from(inStoreBatch)
    .where(like(inStoreBatch.batchNo, `${prefix}%`))
  return `${prefix}${String(Number(row?.last ?? 0) + 1).padStart(3, '0')}`
}

/** Locks the batch row for the rest of the transaction; 404 when gone, 409 when already in-stored. */
export async function lockOpenBatch(tx: Db, id: string): Promise<BatchRow> {
  const [batch] = await tx.select().from(inStoreBatch).where(eq(inStoreBatch.id, id)).for('update')
  if (!batch) throw notFound('入库批次不存在，可能已被删除')
  if (batch.status !== InStoreBatchStatus.OPEN) throw conflict(`批次 ${batch.batchNo} 已完成入库，不能再修改`)
  return batch
}

/**
 * 完成入库: every line's parcel is received at the batch's station (see `receiveBatchLines`; one refused line refuses
 * the whole batch with every reason) and the batch becomes read only, in one transaction.
 */
export async function completeInStoreBatch(db: Db, id: string, actor: string): Promise<void> {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db
    const batch = await lockOpenBatch(tx, id)
    if (batch.lineCount === 0) throw badRequest(`批次 ${batch.batchNo} 还没有明细，不能完成入库`)
    if (!batch.stationCode) throw badRequest(`批次 ${batch.batchNo} 还没有入库站点，请先编辑批次选择站点`)
    const station = await openStation(tx, batch.stationCode)
    const lines = await tx
      .select()
      .from(inStoreLine)
      .where(eq(inStoreLine.batchId, id))
      .orderBy(asc(inStoreLine.orderNum), asc(inStoreLine.createTime), asc(inStoreLine.id))
    const now = new Date()
    await receiveBatchLines(tx, lines, station, actor, now)
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

/**
 * What a batch does beyond its declaration: the server numbers a new batch and opens it; a completed batch (its
 * parcels are in the warehouse) can be neither edited nor deleted.
 */
export const inStoreBatchHooks: ResourceHooks = {
  missingMessage: '入库批次不存在，可能已被删除',
  async beforeWrite({ tx, action, existing }) {
    if (action === 'add')
      return { batchNo: await nextBatchNo(tx, new Date()), status: InStoreBatchStatus.OPEN }
    if (existing?.status !== InStoreBatchStatus.OPEN)
      throw conflict(`批次 ${existing?.batchNo} 已完成入库，不能再修改`)
    return undefined
  },
  async beforeDelete({ rows }) {
    const done = rows.find((row) => row.status !== InStoreBatchStatus.OPEN)
    if (done) throw conflict(`批次 ${done.batchNo} 已完成入库，不能删除`)
  },
}
