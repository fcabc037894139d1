import {
  RECON_LINE_STATUS,
  RECON_RESOLUTION_TEXT,
  RECON_STATUS,
  type ReconResolution,
  settledAmount,
} from '@portico/contract'
import Decimal from 'decimal.js'
import { eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { reconciliation, reconciliationLine } from '../../db/schema'
import { conflict, HttpError, notFound } from '../../http/envelope'
import { formatDateTime } from '../shared/dates'

export interface Resolution {
  id: string
  resolution: string
  /** ADJUST only: the amount agreed, in the statement's currency. */
  amount?: string | number | null
  note: string
  actor: string
  /** When it is settled (default now). */
  at?: Date
}

const fieldError = (field: string, message: string) =>
  new HttpError(400, message, { errors: { [field]: message } })

function checked(input: Resolution): { resolution: ReconResolution; note: string; adjusted?: string } {
  if (!Object.hasOwn(RECON_RESOLUTION_TEXT, input.resolution))
    throw fieldError('resolution', '请选择处理方式')
  const resolution = input.resolution as ReconResolution
  const note = (input.note ?? '').trim()
  if (!note) throw fieldError('note', '请填写处理说明')
  if (note.length > 500) throw fieldError('note', '处理说明不能超过500个字符')
  if (resolution !== 'ADJUST') return { resolution, note }
  const amount = String(input.amount ?? '').trim()
  if (!/^\d+(\.\d{1,2})?$/.test(amount)) throw fieldError('amount', '调整金额须为不小于0的数字，最多2位小数')
  return { resolution, note, adjusted: new Decimal(amount).toFixed(2) }
}

/**
 * 处理差异: settles one open difference (accept theirs, keep ours, or an adjusted amount) with its reason, who and
 * when. When it was the last open one, the reconciliation becomes 已对账 with its settled total, in the same
 * transaction. A line without a difference, or one already resolved, is refused.
 */
export async function resolveLine(db: Db, input: Resolution) {
  const { resolution, note, adjusted } = checked(input)
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db
    const [line] = await tx
      .select()
      .from(reconciliationLine)
      .where(eq(reconciliationLine.id, input.id))
      .for('update')
    if (!line) throw notFound('对账明细不存在')
    const [header] = await tx
      .select()
      .from(reconciliation)
      .where(eq(reconciliation.id, line.reconciliationId))
      .for('update')
    if (line.status === RECON_LINE_STATUS.MATCHED) throw conflict(`${line.trackingNo} 双方一致，无需处理`)
    if (line.status === RECON_LINE_STATUS.RESOLVED)
      throw conflict(
        `${line.trackingNo} 的差异已由 ${line.resolveBy} 于 ${formatDateTime(line.resolveTime)} 处理`,
      )
    const now = input.at ?? new Date()
    await tx
      .update(reconciliationLine)
      .set({
        status: RECON_LINE_STATUS.RESOLVED,
        resolution,
        settledAmount: settledAmount(resolution, line, adjusted),
        note,
        resolveBy: input.actor,
        resolveTime: now,
        version: sql`${reconciliationLine.version} + 1`,
      })
      .where(eq(reconciliationLine.id, line.id))
    const [left] = await tx
      .select({
        open: sql<number>`cast(count(*) filter (where ${reconciliationLine.status} = ${RECON_LINE_STATUS.OPEN}) as integer)`,
        settled: sql<string>`coalesce(sum(${reconciliationLine.settledAmount}), 0)`,
      })
      .from(reconciliationLine)
      .where(eq(reconciliationLine.reconciliationId, header.id))
    const done = Number(left.open) === 0
    const [updated] = await tx
      .update(reconciliation)
      .set({
        openCount: Number(left.open),
        ...(done
          ? {
              status: RECON_STATUS.RECONCILED,
              reconciledTime: now,
              settledTotal: new Decimal(left.settled).toFixed(2),
            }
          : {}),
        updateBy: input.actor,
        updateTime: now,
        version: sql`${reconciliation.version} + 1`,
      })
      .where(eq(reconciliation.id, header.id))
      .returning()
    return updated
  })
}

/** A reconciled statement is settled: deleting it is refused. */
export async function refuseDeletingReconciled(tx: Db, ids: string[]) {
  const rows = await tx
    .select({ reconNo: reconciliation.reconNo, status: reconciliation.status })
    .from(reconciliation)
    .where(inArray(reconciliation.id, ids))
  const done = rows.filter((r) => r.status === RECON_STATUS.RECONCILED)
  if (done.length) throw conflict(`已对账的对账单不能删除：${done.map((r) => r.reconNo).join('、')}`)
}
