import type { Writable } from 'node:stream'
import { type BillCountReport, DEDUCT_TYPE_TEXT } from '@portico/contract'
import type { customerBill, customerBillCharge, customerBillLine } from '../../db/schema'
import { openSheetWriter } from '../excel/export'
import { formatDateTime } from '../shared/dates'

type Column<Row> = { title: string; width: number; value: (row: Row) => string }

/** One sheet: a title, a subtitle, the header row and a row per record (amounts as stored: exact, 2 decimals). */
async function writeRows<Row>(
  output: Writable,
  spec: { title: string; sheetName: string; subtitle: string },
  columns: Column<Row>[],
  rows: Iterable<Row>,
) {
  const writer = await openSheetWriter(output, spec, columns, spec.subtitle)
  for (const row of rows) await writer.addRow(columns.map((c) => c.value(row)))
  await writer.finish()
}

type Line = typeof customerBillLine.$inferSelect
type Charge = typeof customerBillCharge.$inferSelect
const LINE_COLUMNS: Column<Line>[] = [
  { title: '运单号', width: 20, value: (l) => l.trackingNo },
  { title: '渠道', width: 14, value: (l) => l.channelCode },
  { title: '目的国', width: 8, value: (l) => l.destinationCountry },
  { title: '出库时间', width: 20, value: (l) => formatDateTime(l.outStoreTime) ?? '' },
  { title: '计费重(kg)', width: 11, value: (l) => l.billableWeight },
  { title: '币种', width: 7, value: (l) => l.currency },
  { title: '运费', width: 11, value: (l) => l.freight },
  { title: '挂号费', width: 10, value: (l) => l.registrationFee },
  { title: '附加费', width: 10, value: (l) => l.surcharge },
  { title: '小计', width: 11, value: (l) => l.subtotal },
  { title: '汇率', width: 12, value: (l) => l.rate },
  { title: '折合人民币', width: 12, value: (l) => l.subtotalCny },
  { title: '金额(CNY)', width: 12, value: (l) => l.amountCny },
]

/** A charge in the parcel columns: the parcel (or declaration, or voucher), its type as the channel, amount as 小计. */
const chargeCells = (c: Charge) => [
  c.trackingNo ?? c.declarationNo ?? c.reference,
  DEDUCT_TYPE_TEXT[c.deductType] ?? c.deductType,
  '',
  formatDateTime(c.deductTime) ?? '',
  '',
  c.currency,
  '',
  '',
  '',
  c.amount,
  c.rate,
  c.amountCny,
  c.amountCny,
]

/** 账单明细 of one bill: one row per parcel, then one per deduction passed on; the totals in the subtitle. */
export async function writeBillLinesSheet(
  output: Writable,
  bill: typeof customerBill.$inferSelect,
  customerName: string,
  lines: Line[],
  charges: Charge[],
) {
  const subtitle = `${customerName}　账期 ${bill.periodStart} 至 ${bill.periodEnd}　包裹 ${bill.parcelCount} 件　运费 ${bill.freightAmount} 元　代垫税费 ${bill.taxAmount} 元　代扣费用 ${bill.feeAmount} 元　合计 ${bill.totalAmount} 元`
  const spec = { title: `账单明细 ${bill.billNo}`, sheetName: '账单明细' }
  const writer = await openSheetWriter(output, spec, LINE_COLUMNS, subtitle)
  for (const line of lines) await writer.addRow(LINE_COLUMNS.map((c) => c.value(line)))
  for (const charge of charges) await writer.addRow(chargeCells(charge))
  await writer.finish()
}

type CountRow = BillCountReport['rows'][number]
const COUNT_COLUMNS: Column<CountRow>[] = [
  { title: '客户', width: 28, value: (r) => r.customerName },
  { title: '月份', width: 10, value: (r) => r.month },
  { title: '账单数', width: 8, value: (r) => String(r.billCount) },
  { title: '包裹数', width: 8, value: (r) => String(r.parcelCount) },
  { title: '计费重(kg)', width: 12, value: (r) => r.billableWeight },
  { title: '账单金额', width: 14, value: (r) => r.totalAmount },
  { title: '草稿', width: 12, value: (r) => r.draftAmount },
  { title: '已确认', width: 12, value: (r) => r.confirmedAmount },
  { title: '已发送', width: 12, value: (r) => r.sentAmount },
  { title: '有争议', width: 12, value: (r) => r.disputedAmount },
  { title: '已付款', width: 12, value: (r) => r.paidAmount },
  { title: '未付款', width: 12, value: (r) => r.outstandingAmount },
]

/** 账单统计 as shown: a row per customer and month, then the totals row. */
export function writeBillCountSheet(output: Writable, report: BillCountReport, subtitle: string) {
  return writeRows(output, { title: '账单统计', sheetName: '账单统计', subtitle }, COUNT_COLUMNS, [
    ...report.rows,
    report.totals,
  ])
}
