import { BILL_STATUS, questionPieceResource } from '@portico/contract'
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { customerBill, questionPiece, recruitApplication } from '../../db/schema'
import { formatDateTime } from '../shared/dates'
import { OPEN_QUESTION_STATUSES } from './analysis'

/** The permission that lets a user act on each kind of to-do; without it the kind is `null` (not shown). */
export const TODO_PERMS = {
  questionPieces: questionPieceResource.perms.list,
  billsToConfirm: 'bill:customer:status',
  applicationsToScreen: 'recruit:application:status',
} as const

const SHOWN = 10

/** A count and the newest few of a to-do kind. */
async function newest<T>(
  db: Db,
  table: typeof questionPiece | typeof customerBill | typeof recruitApplication,
  where: SQL | undefined,
  rows: () => Promise<T[]>,
) {
  const [total] = await db.select({ n: count() }).from(table).where(where)
  return { total: Number(total?.n ?? 0), records: await rows() }
}

/** Question pieces still open, of the caller's tenant (question pieces are tenant-owned). */
function openQuestionPieces(db: Db, tenantId: number | null) {
  const where = and(
    inArray(questionPiece.status, OPEN_QUESTION_STATUSES),
    tenantId === null ? sql`false` : eq(questionPiece.tenantId, tenantId),
  )
  return newest(db, questionPiece, where, async () =>
    (
      await db
        .select({
          id: questionPiece.id,
          waybillNo: questionPiece.waybillNo,
          status: questionPiece.status,
          description: questionPiece.description,
          createTime: questionPiece.createTime,
        })
        .from(questionPiece)
        .where(where)
        .orderBy(desc(questionPiece.createTime))
        .limit(SHOWN)
    ).map((q) => ({ ...q, createTime: formatDateTime(q.createTime) })),
  )
}

/** Customer bills waiting to be confirmed: drafts, and disputed bills sent back. */
function billsToConfirm(db: Db) {
  const where = inArray(customerBill.status, [BILL_STATUS.DRAFT, BILL_STATUS.DISPUTED])
  return newest(db, customerBill, where, () =>
    db
      .select({
        id: customerBill.id,
        billNo: customerBill.billNo,
        customerId: customerBill.customerId,
        periodStart: customerBill.periodStart,
        periodEnd: customerBill.periodEnd,
        // Exact decimal text (CNY).
        totalAmount: customerBill.totalAmount,
        status: customerBill.status,
      })
      .from(customerBill)
      .where(where)
      .orderBy(desc(customerBill.createTime))
      .limit(SHOWN),
  )
}

/** Applications nobody has screened yet (已投递). */
function applicationsToScreen(db: Db) {
  const where = eq(recruitApplication.status, 'submitted')
  return newest(db, recruitApplication, where, async () =>
    (
      await db
        .select({
          id: recruitApplication.id,
          name: recruitApplication.name,
          jobName: recruitApplication.jobName,
          createTime: recruitApplication.createTime,
        })
        .from(recruitApplication)
        .where(where)
        .orderBy(desc(recruitApplication.createTime))
        .limit(SHOWN)
    ).map((a) => ({ ...a, createTime: formatDateTime(a.createTime) })),
  )
}

/**
 * 工作台's to-do list: each kind the user may act on (its permission held), else null. A customer's user acts on
 * none of these: bills are confirmed by the platform's finance staff.
 */
export async function workplaceTodo(
  db: Db,
  held: Set<string>,
  scope: { tenantId: number | null; customerId: number | null },
) {
  const staff = scope.customerId === null
  const may = (kind: keyof typeof TODO_PERMS) => held.has(TODO_PERMS[kind])
  return {
    questionPieces: may('questionPieces') ? await openQuestionPieces(db, scope.tenantId) : null,
    billsToConfirm: staff && may('billsToConfirm') ? await billsToConfirm(db) : null,
    applicationsToScreen: staff && may('applicationsToScreen') ? await applicationsToScreen(db) : null,
  }
}
