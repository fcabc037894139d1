import { IN_STORE_CHANNEL_DICT } from '@portico/contract'
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { inStoreBatch, inStoreLine } from '../../db/schema'
import { badRequest, conflict } from '../../http/envelope'
import { isUniqueViolation } from '../../http/errors'
import { dictTextMap } from '../dicts/dicts'
import { newId } from '../shared/ids'
import { insertMany } from '../shared/insert-many'
import { lockOpenBatch } from './batches'
import { type CheckedLine, checkDeleteIds, checkLines } from './line-checks'

export interface SaveLinesBody {
  batchId?: unknown
  lines?: unknown
  deleteIds?: unknown
}

type LineRow = typeof inStoreLine.$inferSelect

const LINE_COLUMNS = [
  'id',
  'batchId',
  'trackingNo',
  'weight',
  'pieces',
  'channel',
  'remark',
  'orderNum',
  'createBy',
  'createTime',
  'updateBy',
  'updateTime',
] as const

const sameValues = (row: LineRow, line: CheckedLine, orderNum: number) =>
  row.trackingNo === line.trackingNo &&
  Number(row.weight) === line.weight &&
  row.pieces === line.pieces &&
  row.channel === line.channel &&
  (row.remark ?? null) === line.remark &&
  row.orderNum === orderNum

/**
 * Where a tracking number of the request is already used outside what this save rewrites: by a line of the batch the
 * request does not send (a colleague saved it meanwhile) or by another batch. A 409 naming the row, else nothing.
 */
async function refuseTakenTrackingNos(
  tx: Db,
  batchId: string,
  lines: readonly CheckedLine[],
  kept: readonly LineRow[],
): Promise<void> {
  const keptNos = new Set(kept.map((row) => row.trackingNo))
  const inBatch = lines.findIndex((line) => keptNos.has(line.trackingNo))
  if (inBatch >= 0)
    throw conflict(
      `第${inBatch + 1}行：运单号 ${lines[inBatch]!.trackingNo} 已在本批次中（他人刚录入），请刷新后再保存`,
    )
  if (lines.length === 0) return
  const elsewhere = await tx
    .select({ trackingNo: inStoreLine.trackingNo, batchNo: inStoreBatch.batchNo })
    .from(inStoreLine)
    .innerJoin(inStoreBatch, eq(inStoreBatch.id, inStoreLine.batchId))
    .where(
      and(
        ne(inStoreLine.batchId, batchId),
        inArray(
          inStoreLine.trackingNo,
          lines.map((line) => line.trackingNo),
        ),
      ),
    )
  if (elsewhere.length === 0) return
  const taken = new Map(elsewhere.map((row) => [row.trackingNo, row.batchNo]))
  const index = lines.findIndex((line) => taken.has(line.trackingNo))
  const line = lines[index]!
  throw conflict(`第${index + 1}行：运单号 ${line.trackingNo} 已在入库批次 ${taken.get(line.trackingNo)} 中`)
}

/**
 * Saves the lines of an open batch in one transaction: sent lines are written in the order sent (new ones get ids),
 * `deleteIds` are removed, lines the request does not mention (a colleague's, saved meanwhile) are kept after them.
 * Checks like the page's table first (400 naming the row); a line that is no longer in the batch, or a tracking number
 * used elsewhere, is a 409. Nothing is written unless everything passes. Answers the new revision.
 */
export async function saveInStoreLines(db: Db, body: SaveLinesBody, actor: string): Promise<number> {
  const batchId = typeof body.batchId === 'string' ? body.batchId.trim() : ''
  if (!batchId) throw badRequest('缺少批次id')
  if (!Array.isArray(body.lines)) throw badRequest('lines 须为数组')
  const lines = checkLines(body.lines, await dictTextMap(db, IN_STORE_CHANNEL_DICT))
  const deleteIds = checkDeleteIds(body.deleteIds, lines)

  try {
    return await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db
      await lockOpenBatch(tx, batchId)
      const existing = await tx.select().from(inStoreLine).where(eq(inStoreLine.batchId, batchId))
      const byId = new Map(existing.map((row) => [row.id, row]))
      const gone = lines.findIndex((line) => line.id !== undefined && !byId.has(line.id))
      if (gone >= 0)
        throw conflict(
          `第${gone + 1}行（运单号 ${lines[gone]!.trackingNo}）已不在本批次中，可能已被他人删除，请刷新后重试`,
        )
      const rewritten = new Set([...deleteIds, ...lines.flatMap((line) => (line.id ? [line.id] : []))])
      await refuseTakenTrackingNos(
        tx,
        batchId,
        lines,
        existing.filter((row) => !rewritten.has(row.id)),
      )

      const removing = existing.filter((row) => rewritten.has(row.id)).map((row) => row.id)
      if (removing.length)
        await tx
          .delete(inStoreLine)
          .where(and(eq(inStoreLine.batchId, batchId), inArray(inStoreLine.id, removing)))
      // The lines left are the ones not sent: they move behind the sent ones, keeping their order.
      if (lines.length)
        await tx
          .update(inStoreLine)
          .set({ orderNum: sql`${inStoreLine.orderNum} + ${lines.length}::int` })
          .where(eq(inStoreLine.batchId, batchId))
      const now = new Date()
      await insertMany(
        tx,
        inStoreLine,
        [...LINE_COLUMNS],
        lines.map((line, index) => {
          const before = line.id ? byId.get(line.id) : undefined
          const unchanged = before !== undefined && sameValues(before, line, index + 1)
          return {
            ...line,
            id: line.id ?? newId(),
            batchId,
            orderNum: index + 1,
            createBy: before ? before.createBy : actor,
            createTime: before ? before.createTime : now,
            updateBy: unchanged ? before.updateBy : actor,
            updateTime: unchanged ? before.updateTime : now,
          }
        }),
      )

      const [totals] = await tx
        .select({
          lines: count(),
          pieces: sql<string>`coalesce(sum(${inStoreLine.pieces}), 0)`,
          weight: sql<string>`coalesce(sum(${inStoreLine.weight}), 0)`,
        })
        .from(inStoreLine)
        .where(eq(inStoreLine.batchId, batchId))
      const [saved] = await tx
        .update(inStoreBatch)
        .set({
          lineCount: Number(totals?.lines ?? 0),
          totalPieces: Number(totals?.pieces ?? 0),
          totalWeight: Number(totals?.weight ?? 0),
          revision: sql`${inStoreBatch.revision} + 1`,
          updateBy: actor,
          updateTime: now,
        })
        .where(eq(inStoreBatch.id, batchId))
        .returning({ revision: inStoreBatch.revision })
      return saved!.revision
    })
  } catch (error) {
    // Two saves racing for the same new tracking number: the index refuses the second one.
    if (isUniqueViolation(error)) throw conflict('运单号重复：可能刚被他人录入，请刷新后再保存')
    throw error
  }
}
