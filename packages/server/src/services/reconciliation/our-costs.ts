import { PARCEL_BILLABLE_STATES, PARCEL_STATUS, roundMoney } from '@portico/contract'
import Decimal from 'decimal.js'
import { and, asc, eq, gte, inArray, lt, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { logisticsParcel } from '../../db/schema'
import { HttpError } from '../../http/envelope'
import { chinaDay } from '../billing/numbers'
import { quoteByPlan } from '../rates/plans'
import { rateOn } from '../rates/rate-on'

/** Our record of a parcel: its billable weight and what its cost plan says the carrier charges, in `currency`. */
export interface OurCost {
  parcelId: string
  trackingNo: string
  weight: string
  amount: string
}

const isoDay = (at: Date) => chinaDay(at).replace(/^(\d{4})(\d{2})(\d{2})$/, '$1-$2-$3')

/**
 * Our side of a statement: the channel's parcels shipped in [from, until), and any parcel of the channel the
 * statement names (shipped in another period). Each is priced by the channel's cost plan valid on its out-store day
 * and, when the plan is in another currency, converted through CNY at that day's rates. A parcel we cannot price
 * refuses the import with its reason: a difference is never computed against a made-up cost.
 */
export async function ourCosts(
  tx: Db,
  channelCode: string,
  range: { from: Date; until: Date },
  named: string[],
  currency: string,
): Promise<Map<string, OurCost>> {
  // What the carrier charges for: parcels that left our station on its line (the lifecycle's billable states, also
  // when a 问题件 holds them since), never those customs returned or held, returned to sender or destroyed.
  const shipped = or(
    inArray(logisticsParcel.status, PARCEL_BILLABLE_STATES),
    and(
      eq(logisticsParcel.status, PARCEL_STATUS.onHold),
      inArray(logisticsParcel.heldFromStatus, PARCEL_BILLABLE_STATES),
    ),
  )
  const inPeriod = and(
    gte(logisticsParcel.outStoreTime, range.from),
    lt(logisticsParcel.outStoreTime, range.until),
  )
  const parcels = await tx
    .select()
    .from(logisticsParcel)
    .where(
      and(
        eq(logisticsParcel.channelCode, channelCode),
        shipped,
        named.length ? or(inPeriod, inArray(logisticsParcel.trackingNo, named)) : inPeriod,
      ),
    )
    .orderBy(asc(logisticsParcel.outStoreTime), asc(logisticsParcel.trackingNo))
  const costs = new Map<string, OurCost>()
  const errors: { row: number; message: string }[] = []
  for (const parcel of parcels) {
    try {
      if (!parcel.actualWeight || !parcel.outStoreTime) throw new HttpError(400, '包裹没有称重或出库记录')
      const day = isoDay(parcel.outStoreTime)
      const quote = await quoteByPlan(
        tx,
        { kind: 'cost', channelCode, country: parcel.destinationCountry, date: day },
        {
          weightKg: parcel.actualWeight,
          lengthCm: parcel.lengthCm,
          widthCm: parcel.widthCm,
          heightCm: parcel.heightCm,
        },
      )
      const amount =
        quote.terms.currency === currency
          ? quote.terms.total
          : roundMoney(
              new Decimal(quote.terms.total)
                .times(await rateOn(tx, quote.terms.currency, day))
                .dividedBy(await rateOn(tx, currency, day)),
            )
      costs.set(parcel.trackingNo, {
        parcelId: parcel.id,
        trackingNo: parcel.trackingNo,
        weight: quote.billableWeight,
        amount,
      })
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error
      errors.push({ row: 0, message: `我方包裹 ${parcel.trackingNo} 无法计算成本：${error.message}` })
    }
  }
  if (errors.length) throw new HttpError(400, `有${errors.length}个我方包裹无法计算成本，未导入`, { errors })
  return costs
}
