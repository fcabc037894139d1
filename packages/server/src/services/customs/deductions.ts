import { eq } from 'drizzle-orm'
import { customsDeclaration, logisticsParcel } from '../../db/schema'
import { HttpError } from '../../http/envelope'
import type { ResourceHooks } from '../resources/service'

const invalid = (field: string, message: string) =>
  new HttpError(400, message, { errors: { [field]: message } })

/**
 * A deduction belongs to a declaration (by 清单编号) or a parcel (by 运单号): the one given must exist (and be the
 * caller's customer's), the other is filled in from it, and the row takes its customer.
 */
export const deductionHooks: ResourceHooks = {
  async beforeWrite({ tx, values, actor }) {
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
}
