import { existsSync } from 'node:fs'
import { BILL_STATUS_TEXT, type BillStatus, DEDUCT_TYPE_TEXT, formatMoney } from '@portico/contract'
import PDFDocument from 'pdfkit'
import type { customerBill, customerBillCharge, customerBillLine } from '../../db/schema'
import { HttpError } from '../../http/envelope'
import { formatDateTime } from '../shared/dates'

const FONT_FILE = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'
const FONT_NAME = 'NotoSansCJKsc-Regular'

type Bill = typeof customerBill.$inferSelect
type Line = typeof customerBillLine.$inferSelect
type Charge = typeof customerBillCharge.$inferSelect

/** Columns of the statement: header, width (pt), alignment and the cell's text. */
const COLUMNS: [string, number, 'left' | 'right', (line: Line) => string][] = [
  ['运单号', 102, 'left', (l) => l.trackingNo],
  ['渠道', 72, 'left', (l) => l.channelCode],
  ['目的国', 34, 'left', (l) => l.destinationCountry],
  ['出库日期', 58, 'left', (l) => (formatDateTime(l.outStoreTime) ?? '').slice(0, 10)],
  ['计费重kg', 44, 'right', (l) => l.billableWeight],
  ['币种', 28, 'left', (l) => l.currency],
  ['小计', 50, 'right', (l) => formatMoney(l.subtotal)],
  ['汇率', 44, 'right', (l) => String(Number(l.rate))],
  ['金额(CNY)', 60, 'right', (l) => formatMoney(l.amountCny)],
]

/** A charge in the same columns: parcel (or declaration, voucher), type, deduction date, amount, rate, CNY. */
const chargeCells = (c: Charge) => [
  c.trackingNo ?? c.declarationNo ?? c.reference,
  DEDUCT_TYPE_TEXT[c.deductType] ?? c.deductType,
  '',
  (formatDateTime(c.deductTime) ?? '').slice(0, 10),
  '',
  c.currency,
  formatMoney(c.amount),
  String(Number(c.rate)),
  formatMoney(c.amountCny),
]

/**
 * The bill as a PDF statement (A4), amounts formatted exactly as the screen and the sheet show them. The CJK font is
 * embedded as a subset; without it the statement is refused rather than printed with missing characters.
 */
export function statementPdf(
  bill: Bill,
  customerName: string,
  lines: Line[],
  charges: Charge[],
): Promise<Buffer> {
  if (!existsSync(FONT_FILE)) throw new HttpError(500, `缺少中文字体 ${FONT_FILE}，无法生成PDF对账单`)
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `对账单 ${bill.billNo}` } })
  doc.font(FONT_FILE, FONT_NAME)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.fontSize(16).text('客户对账单', { align: 'center' })
  doc.moveDown(0.5).fontSize(10)
  doc.text(`客户：${customerName}`)
  doc.text(
    `账单号：${bill.billNo}　　账期：${bill.periodStart} 至 ${bill.periodEnd}　　出账日期：${bill.billDate}`,
  )
  doc.text(
    `状态：${BILL_STATUS_TEXT[bill.status as BillStatus] ?? bill.status}　　包裹数：${bill.parcelCount}`,
  )
  doc.moveDown(0.5)
  const left = doc.page.margins.left
  const row = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 20) doc.addPage()
    const y = doc.y
    let x = left
    doc.fontSize(bold ? 8.5 : 8)
    COLUMNS.forEach(([, width, align], index) => {
      doc.text(cells[index], x, y, { width: width - 4, align, lineBreak: false })
      x += width
    })
    doc.x = left
    doc.y = y + 14
  }
  row(
    COLUMNS.map(([title]) => title),
    true,
  )
  for (const line of lines) row(COLUMNS.map(([, , , cell]) => cell(line)))
  if (charges.length) {
    doc.moveDown(0.5).fontSize(10).text('代垫税费及代扣费用', left, doc.y)
    for (const charge of charges) row(chargeCells(charge))
  }
  doc.moveDown(0.5).fontSize(10)
  doc.text(`运费合计：${formatMoney(bill.freightAmount)} 元`, left, doc.y, { align: 'right' })
  doc.text(`代垫税费合计：${formatMoney(bill.taxAmount)} 元`, { align: 'right' })
  doc.text(`代扣费用合计：${formatMoney(bill.feeAmount)} 元`, { align: 'right' })
  doc.fontSize(12).text(`应收合计：${formatMoney(bill.totalAmount)} 元`, { align: 'right' })
  doc.end()
  return done
}
