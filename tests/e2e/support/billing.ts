import Decimal from 'decimal.js'
import ExcelJS from 'exceljs'

/** A rate table as the test sets it, and the hand pricing of a parcel by it (independent of the server's code). */
export interface HandPlan {
  bands: { fromKg: string; toKg: string; priceKind: 'PER_KG' | 'FIXED'; price: string }[]
  registrationFee: string
  fuelSurchargePercent: string
}

export interface HandParcel {
  weight: string
  sizes?: [string, string, string]
}

/** Money as the screens show it: 2 decimals, thousands separated (a positive amount). */
export const displayed = (amount: string) => amount.replace(/\B(?=(\d{3})+(?!\d))/g, ',')

const cents = (value: Decimal.Value) => new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP)

/** Billable weight: the heavier of actual and L×W×H/divisor (3 decimals, up), rounded up to the increment. */
export function handBillableWeight(parcel: HandParcel, divisor: number, increment: string): Decimal {
  const actual = new Decimal(parcel.weight)
  const volumetric = parcel.sizes
    ? parcel.sizes
        .reduce((v, side) => v.times(side), new Decimal(1))
        .dividedBy(divisor)
        .toDecimalPlaces(3, Decimal.ROUND_UP)
    : new Decimal(0)
  return Decimal.max(actual, volumetric).dividedBy(increment).ceil().times(increment)
}

/** Freight by the band holding the weight ((from, to]), fuel % of the rounded freight, each term in cents. */
export function handPrice(plan: HandPlan, billable: Decimal): Decimal {
  const band = plan.bands.find((b) => billable.greaterThan(b.fromKg) && billable.lessThanOrEqualTo(b.toKg))
  if (!band) throw new Error(`no band for ${billable}`)
  const freight = cents(band.priceKind === 'FIXED' ? band.price : billable.times(band.price))
  const fuel = cents(freight.times(plan.fuelSurchargePercent).dividedBy(100))
  return freight.plus(cents(plan.registrationFee)).plus(fuel)
}

/** The Shopee order export the ops team imports (the columns its importer reads). */
export async function shopeeOrders(rows: { orderId: string; trackingNo: string; weight: string }[]) {
  const headers = [
    'Order ID',
    'Tracking Number*',
    'Receiver Name',
    'Phone Number',
    'Delivery Address',
    'City',
    'Country',
    'Zip Code',
    'Product Name',
    'SKU Reference No.',
    'Quantity',
    'Deal Price',
    'Parcel Weight',
    'Order Creation Date',
  ]
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('orders')
  sheet.addRow(headers)
  for (const row of rows)
    sheet.addRow([
      row.orderId,
      row.trackingNo,
      '林小姐',
      '0912345678',
      '台北市信義區松仁路100號',
      '台北市',
      'TW',
      '110',
      '手機殼',
      'CASE-BK',
      1,
      '199.00',
      row.weight,
      '2026-11-20 10:15',
    ])
  return Buffer.from(await book.xlsx.writeBuffer())
}

/** A carrier's statement: a title row, then 运单号 / 计费重量(kg) / 金额 / 币种. */
export async function carrierStatement(rows: [string, string, string, string][]) {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('对账单')
  sheet.addRow(['E2E Express 月结对账单'])
  sheet.addRow(['运单号', '计费重量(kg)', '金额', '币种'])
  for (const row of rows) sheet.addRow(row)
  return Buffer.from(await book.xlsx.writeBuffer())
}

/** Each data row (below the header on row 3) of an exported .xlsx, keyed by header. */
export async function sheetRows(data: Buffer): Promise<Record<string, string>[]> {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(data as unknown as ArrayBuffer)
  const sheet = book.worksheets[0]
  const headers = (sheet.getRow(3).values as unknown[]).map((v) => String(v ?? ''))
  const rows: Record<string, string>[] = []
  sheet.eachRow((row, n) => {
    if (n <= 3) return
    const values = row.values as unknown[]
    rows.push(Object.fromEntries(headers.flatMap((h, i) => (h ? [[h, String(values[i] ?? '')]] : []))))
  })
  return rows
}
