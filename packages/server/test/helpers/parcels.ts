import { s10Number } from '@portico/contract'
import type { Db } from '../../src/db/client'
import { logisticsOrder, logisticsOrderItem, logisticsParcel } from '../../src/db/schema'
import { writeParcels } from '../../src/db/seed/ops-demo'
import { demoParcel } from '../../src/db/seed/ops-demo-data'

/**
 * A fresh ordered parcel (status 0, waiting to be received) of the channel at n % 4: 0 SLS-TW-AIR, 1 EUB-US,
 * 2 EMS-JP, 3 LEX-MY; `trackingNo` replaces its number (e.g. one with a wrong check digit). Use an n no other test
 * of the run uses, with the suite's own prefix.
 */
export async function orderedParcel(db: Db, n: number, prefix: string, trackingNo?: string) {
  const built = demoParcel(n, new Date(), prefix, '0')
  if (trackingNo) {
    built.parcel.trackingNo = trackingNo
    for (const event of built.events) event.trackingNo = trackingNo
  }
  await writeParcels(db, [built])
  return built.parcel
}

/**
 * A test parcel of EUB-US with a valid S10 number (`LX{n}CN`) and an order whose goods match its declared value
 * (三单对碰 passes), stored in the given state as the steps before it would have left it.
 */
export async function parcelFixture(
  db: Db,
  n: number,
  customerId: number,
  status: string,
  extra: Partial<typeof logisticsParcel.$inferInsert> = {},
) {
  const id = `fixture-${n}`
  await db.insert(logisticsOrder).values({
    id: `order-${id}`,
    platformOrderNo: `SO-${n}`,
    platform: 'SHOPEE',
    customerId,
    channelCode: 'EUB-US',
    buyerName: 'John Smith',
    buyerCountry: 'US',
    buyerAddress: '1 Main St',
    declaredValue: '10.00',
    currency: 'USD',
  })
  await db.insert(logisticsOrderItem).values({
    id: `item-${id}`,
    orderId: `order-${id}`,
    nameCn: '手机壳',
    nameEn: 'Phone case',
    hsCode: '6109100021',
    quantity: 2,
    unitValue: '5.00',
    orderNum: 1,
  })
  const row = {
    id,
    trackingNo: s10Number('LX', n, 'CN'),
    orderId: `order-${id}`,
    customerId,
    channelCode: 'EUB-US',
    destinationCountry: 'US',
    status,
    actualWeight: status === '0' ? null : '0.500',
    billableWeight: status === '0' ? null : '0.500',
    inStoreTime: status === '0' ? null : new Date(),
    createTime: new Date(),
    ...extra,
  }
  await db.insert(logisticsParcel).values(row)
  return row
}

/** A bill pricing for tests about what is billed, not at what price: every parcel USD 2.00, 7.0000 CNY per USD. */
export const flatPricing = {
  async quote() {
    return {
      ok: true as const,
      value: { currency: 'USD', freight: '1.00', registrationFee: '1.00', surcharge: '0.00' },
    }
  },
  async rateToCny() {
    return { ok: true as const, value: '7.0000' }
  },
}
