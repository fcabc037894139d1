import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { customerBill, logisticsOrder, logisticsParcel } from '../../db/schema'
import { PARTNER_BILL_COLUMNS } from './partner-bill'
import { queueWebhooks } from './webhook-outbox'

/** A 问题件 as its customer's system hears of it. */
export interface ProblemChange {
  id: string
  waybillNo: string
  /** Dictionary question_type. */
  questionType: string
  description: string | null
  /** How it was handled (RELABEL, CONTACT, REDECLARE, RETURN, DESTROY), when resolved by 问题件扫描. */
  handling?: string | null
}

/**
 * 「problem.opened」 or 「problem.resolved」 for the customer whose parcel the 问题件 names, in the caller's
 * transaction. A number no parcel has (无数据件) belongs to no customer: nothing is queued.
 */
export async function queueProblemWebhook(
  tx: Db,
  type: 'problem.opened' | 'problem.resolved',
  problem: ProblemChange,
  at: Date,
): Promise<void> {
  const [parcel] = await tx
    .select({
      customerId: logisticsParcel.customerId,
      trackingNo: logisticsParcel.trackingNo,
      orderNo: logisticsOrder.platformOrderNo,
    })
    .from(logisticsParcel)
    .leftJoin(logisticsOrder, eq(logisticsOrder.id, logisticsParcel.orderId))
    .where(eq(logisticsParcel.trackingNo, problem.waybillNo))
  if (!parcel) return
  await queueWebhooks(
    tx,
    [
      {
        customerId: parcel.customerId,
        type,
        data: {
          trackingNo: parcel.trackingNo,
          orderNo: parcel.orderNo,
          problem: {
            id: problem.id,
            type: problem.questionType,
            description: problem.description,
            handling: problem.handling ?? null,
            time: at.toISOString(),
          },
        },
      },
    ],
    at,
  )
}

/** 「bill.issued」: the bill left draft, so the customer's system may now read it (GET /open/v1/bills). */
export async function queueBillIssuedWebhook(tx: Db, billId: string, at: Date): Promise<void> {
  const [bill] = await tx
    .select({ customerId: customerBill.customerId, ...PARTNER_BILL_COLUMNS })
    .from(customerBill)
    .where(eq(customerBill.id, billId))
  if (!bill) return
  const { customerId, ...shown } = bill
  await queueWebhooks(tx, [{ customerId, type: 'bill.issued', data: { bill: shown } }], at)
}
