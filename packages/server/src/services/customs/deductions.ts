import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { customerBill, customerBillCharge, customsDeclaration, logisticsParcel } from '../../db/schema'
import { conflict, HttpError } from '../../http/envelope'
import type { ResourceHooks } from '../resources/service'

const invalid = (field: string, message: string) =>
  new HttpError(400, message, { errors: { [field]: message } })

/** A deduction passed on to a bill is what the bill shows: changing or deleting it is refused (delete the draft first). */
async function refuseBilled(tx: Db, ids: string[]) {
  const billed = await tx
    .select({ reference: customerBillCharge.reference, billNo: customerBill.billNo })
    .from(customerBillCharge)
    .innerJoin(customerBill, eq(customerBill.id, customerBillCharge.billId))
    .where(inArray(customerBillCharge.deductionId, ids))
  if (billed.length)
    throw conflict(
      `扣款已计入账单，不能修改或删除：${billed.map((b) => `${b.reference}（${b.billNo}）`).join('、')}`,
    )
}

/**
 * A deduction belongs to a declaration (by 清单编号) or a parcel (by 运单号): the one given must exist (and be the
 * caller's customer's), the other is filled in from it, and the row takes its customer.
 */
export const deductionHooks: ResourceHooks = {
  async beforeWrite({ tx, values, actor, existing }) {
    if (existing) await refuseBilled(tx, [String(existing.id)])
    const declarationNo = values.declarationNo ? String(values.declarationNo) : ''
    const trackingNo = values.trackingNo ? String(values.trackingNo) : ''
    const mine = (customerId: number) => actor.customerId === null || actor.customerId === customerId
    if (declarationNo) {
      const [declaration] = await tx
        .select()
        .from(customsDeclaration)
        .where(eq(customsDeclaration.declarationNo, declarationNo))
      if (!declaration || !mine(declaration.customerId))
        throw invalid('declarationNo', `报关单「${declarationNo}」不存在`)
      if (trackingNo && trackingNo !== declaration.trackingNo)
        throw invalid('trackingNo', `报关单 ${declarationNo} 的运单号是 ${declaration.trackingNo}`)
      return {
        declarationId: declaration.id,
        trackingNo: declaration.trackingNo,
        customerId: declaration.customerId,
      }
    }
    if (!trackingNo) throw invalid('declarationNo', '请填写清单编号或运单号')
    const [parcel] = await tx.select().from(logisticsParcel).where(eq(logisticsParcel.trackingNo, trackingNo))
    if (!parcel || !mine(parcel.customerId)) throw invalid('trackingNo', `包裹「${trackingNo}」不存在`)
    const [declaration] = await tx
      .select({ id: customsDeclaration.id, declarationNo: customsDeclaration.declarationNo })
      .from(customsDeclaration)
      .where(eq(customsDeclaration.parcelId, parcel.id))
    return {
      declarationId: declaration?.id ?? null,
      declarationNo: declaration?.declarationNo ?? null,
      customerId: parcel.customerId,
    }
  },
  beforeDelete: ({ tx, rows }) =>
    refuseBilled(
      tx,
      rows.map((r) => String(r.id)),
    ),
}
