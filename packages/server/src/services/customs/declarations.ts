import {
  DECLARATION_LIFECYCLE,
  type DeclarationAction,
  goodsTotal,
  threeDocumentProblems,
} from '@portico/contract'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { customsDeclaration, customsDeduction, logisticsOrderItem } from '../../db/schema'
import { badRequest, conflict, HttpError } from '../../http/envelope'
import { GUARDED_DECLARATION } from '../logistics/record-lifecycles'
import { recordParcelEvents } from '../logistics/trajectory'
import type { ResourceRecord } from '../resources/records'
import type { ResourceHooks } from '../resources/service'
import { lockForAction, moveRecords } from '../shared/status-guard'

export type DeclarationRow = typeof customsDeclaration.$inferSelect

/** The declarations of `ids` a caller may see (a customer's users only theirs), locked for the transaction. */
export async function lockDeclarations(
  tx: Db,
  ids: string[],
  customerId: number | null,
): Promise<DeclarationRow[]> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) throw badRequest('请选择报关单')
  const rows = await tx
    .select()
    .from(customsDeclaration)
    .where(
      and(
        inArray(customsDeclaration.id, unique),
        customerId === null ? undefined : eq(customsDeclaration.customerId, customerId),
      ),
    )
    .for('update')
  if (rows.length !== unique.length) throw badRequest('所选报关单不存在，可能已被删除')
  return unique.map((id) => rows.find((row) => row.id === id)!)
}

export interface DeclarationCheck {
  id: string
  declarationNo: string
  problems: string[]
}

/** 三单对碰 of each declaration against its order's goods lines. */
export async function checkDeclarations(db: Db, rows: DeclarationRow[]): Promise<DeclarationCheck[]> {
  const items = await db
    .select({
      orderId: logisticsOrderItem.orderId,
      quantity: logisticsOrderItem.quantity,
      unitValue: logisticsOrderItem.unitValue,
    })
    .from(logisticsOrderItem)
    .where(
      inArray(
        logisticsOrderItem.orderId,
        rows.map((r) => r.orderId),
      ),
    )
  return rows.map((row) => ({
    id: row.id,
    declarationNo: row.declarationNo,
    problems: threeDocumentProblems(row, goodsTotal(items.filter((i) => i.orderId === row.orderId))),
  }))
}

const SUBMITTABLE: readonly string[] = DECLARATION_LIFECYCLE.transitions.submit.from

/**
 * 申报: every declaration must be 待申报 (or 已退单, to resubmit) and pass 三单对碰; otherwise nothing is submitted
 * and the answer lists each declaration's problems. Submitted ones become 已申报 with an EXPORT_DECLARED event.
 */
export async function submitDeclarations(
  tx: Db,
  rows: DeclarationRow[],
  operator: string,
  at = new Date(),
): Promise<number> {
  const ids = rows.map((row) => row.id)
  await lockForAction(tx, GUARDED_DECLARATION, ids, 'submit')
  const failed = (await checkDeclarations(tx, rows)).filter((check) => check.problems.length)
  if (failed.length) {
    const first = failed[0]
    throw new HttpError(
      400,
      `三单对碰未通过：${first.declarationNo} ${first.problems.join('；')}${failed.length > 1 ? ` 等${failed.length}份` : ''}`,
      failed,
    )
  }
  const now = at
  await moveRecords(tx, GUARDED_DECLARATION, ids, 'submit', {
    submitTime: now,
    responseCode: null,
    responseMessage: null,
    updateBy: operator,
    updateTime: now,
  })
  await recordParcelEvents(
    tx,
    rows.map((r) => ({ id: r.parcelId, trackingNo: r.trackingNo })),
    'EXPORT_DECLARED',
    { operator, time: now },
  )
  return rows.length
}

/** Moves a declaration by its lifecycle (and records the customs message) in the caller's transaction. */
export async function moveDeclaration(
  tx: Db,
  id: string,
  action: DeclarationAction,
  operator: string,
  response?: { code: string | null; message: string | null },
  at = new Date(),
) {
  await moveRecords(tx, GUARDED_DECLARATION, [id], action, {
    ...(response ? { responseCode: response.code, responseMessage: response.message } : {}),
    updateBy: operator,
    updateTime: at,
  })
}

/**
 * Payment and waybill data may be corrected only before submission; each declaration in a list shows the total of
 * its deductions per currency (exact sums by the database), e.g. `CNY 12.50`.
 */
export const declarationHooks: ResourceHooks = {
  async beforeWrite({ existing }) {
    if (existing && !SUBMITTABLE.includes(String(existing.status)))
      throw conflict(`报关单 ${existing.declarationNo} 已申报，不能修改`)
    return undefined
  },
  async decorate(db, records: ResourceRecord[]) {
    if (records.length === 0) return
    const sums = await db
      .select({
        declarationId: customsDeduction.declarationId,
        currency: customsDeduction.currency,
        total: sql<string>`sum(${customsDeduction.amount})::numeric(16,2)::text`,
      })
      .from(customsDeduction)
      .where(
        inArray(
          customsDeduction.declarationId,
          records.map((r) => r.id),
        ),
      )
      .groupBy(customsDeduction.declarationId, customsDeduction.currency)
      .orderBy(customsDeduction.currency)
    for (const record of records) {
      record.deductionTotal = sums
        .filter((s) => s.declarationId === record.id)
        .map((s) => `${s.currency} ${s.total}`)
        .join('; ')
    }
  },
}
