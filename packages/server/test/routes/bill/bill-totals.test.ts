import Decimal from 'decimal.js'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { logisticsParcel } from '../../../src/db/schema'
import { call, withTestApp } from '../../helpers/app'

const t = withTestApp({ admin: 'admin' })
type Row = Record<string, string>
const db = () => t.testDb.database.db
const rows = async (query: ReturnType<typeof sql>) =>
  ((await db().execute(query)) as unknown as { rows: Row[] }).rows
const cents = (value: Decimal.Value) => new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP)

/** CNY per unit on the date, read straight from the rate table (the latest on or before it). */
async function rateOnDay(currency: string, day: string) {
  if (currency === 'CNY') return new Decimal(1)
  const [row] = await rows(
    sql`select rate from currency_rate where currency_code = ${currency} and effective_date <= ${day} order by effective_date desc limit 1`,
  )
  return new Decimal(row!.rate!)
}

/** A parcel priced again from the plan rows: billable weight, band or first/additional freight, fuel, registration. */
async function priceAgain(
  parcel: { customerId: number; channelCode: string; country: string; weight: string },
  day: string,
) {
  const [channel] = await rows(
    sql`select billing_increment from logistics_channel where code = ${parcel.channelCode}`,
  )
  const increment = new Decimal(channel!.billing_increment!)
  const weight = new Decimal(parcel.weight).dividedBy(increment).ceil().times(increment)
  const [plan] = await rows(
    sql`select * from rate_plan where plan_kind = 'sale' and customer_id = ${parcel.customerId} and channel_code = ${parcel.channelCode}
        and (',' || zone_countries || ',') like ${`%,${parcel.country},%`} and status = '1' and valid_from <= ${day}
        and (valid_to is null or valid_to >= ${day})`,
  )
  let freight: Decimal
  if (plan!.pricing_mode === 'BANDS') {
    const bands = await rows(sql`select * from rate_plan_band where plan_id = ${plan!.id}`)
    const band = bands.find((b) => weight.greaterThan(b.from_kg!) && weight.lessThanOrEqualTo(b.to_kg!))!
    freight = band.price_kind === 'FIXED' ? new Decimal(band.price!) : weight.times(band.price!)
  } else {
    const extra = Decimal.max(0, weight.minus(plan!.first_weight!)).dividedBy(plan!.additional_weight!).ceil()
    freight = new Decimal(plan!.first_price!).plus(extra.times(plan!.additional_price!))
  }
  const freightCents = cents(freight)
  const subtotal = freightCents
    .plus(cents(freightCents.times(plan!.fuel_surcharge_percent!).dividedBy(100)))
    .plus(cents(plan!.registration_fee!))
  return cents(subtotal.times(await rateOnDay(plan!.currency_code!, day)))
}

describe('a bill total priced again from the rate tables', () => {
  it('equals its lines and charges recomputed with decimal.js, not with the pricing code', async () => {
    const billDate = '2025-12-31'
    const parcels = [
      { customerId: 1001, channelCode: 'EUB-US', country: 'US', weight: '0.351' },
      { customerId: 1001, channelCode: 'EUB-US', country: 'US', weight: '1.234' },
      { customerId: 1001, channelCode: 'EUB-US', country: 'US', weight: '1.950' },
    ]
    await db()
      .insert(logisticsParcel)
      .values(
        parcels.map((p, n) => ({
          id: `again-${n}`,
          trackingNo: `AG${String(n).padStart(8, '0')}CN`,
          customerId: p.customerId,
          channelCode: p.channelCode,
          destinationCountry: p.country,
          status: '3',
          actualWeight: p.weight,
          billableWeight: p.weight,
          outStoreTime: new Date(`2025-06-${10 + n}T12:00:00+08:00`),
          createTime: new Date(),
        })),
      )
    const deduction = await call(t.app, 'POST', '/customs/deduct/add', t.admin, {
      trackingNo: 'AG00000001CN',
      deductType: 'INSPECTION',
      amount: '3.33',
      currency: 'USD',
      payer: '海关',
      deductTime: '2025-06-20 10:00:00',
      reference: 'AGAIN-1',
    })
    expect(deduction.body.success).toBe(true)
    const bill = await call<Row>(t.app, 'POST', '/bill/customerBill/generate', t.admin, {
      customerId: 1001,
      periodStart: '2025-06-01',
      periodEnd: '2025-06-30',
      billDate,
    })
    expect(bill.body.success, bill.body.message).toBe(true)
    const lines = (
      await call<Row[]>(t.app, 'GET', `/bill/customerBill/lines?id=${bill.body.result!.id}`, t.admin)
    ).body.result!
    const expected = await Promise.all(parcels.map((p) => priceAgain(p, billDate)))
    expect(lines.map((l) => l.amountCny)).toEqual(expected.map((d) => d.toFixed(2)))
    const fee = cents(new Decimal('3.33').times(await rateOnDay('USD', billDate)))
    const total = expected.reduce((sum, d) => sum.plus(d), new Decimal(0)).plus(fee)
    expect(bill.body.result).toMatchObject({ feeAmount: fee.toFixed(2), totalAmount: total.toFixed(2) })
  })
})
