import { STATEMENT_COLUMNS, type StatementColumn, weightProblem } from '@portico/contract'
import Decimal from 'decimal.js'
import { badRequest, HttpError } from '../../http/envelope'
import { readWorkbookRows } from '../excel/workbook-reader'

/** One line of a carrier's statement, checked. */
export interface StatementRow {
  rowNumber: number
  trackingNo: string
  weight: string
  amount: string
}

export interface StatementRowError {
  row: number
  message: string
}

/** Rows searched for the header; statements often carry a title and the carrier's address above it. */
const HEADER_SEARCH_ROWS = 10
const MAX_ROWS = 20_000
const AMOUNT = /^-?\d+(\.\d{1,2})?$/
const TRACKING = /^[A-Za-z0-9-]{6,40}$/

type Header = Record<StatementColumn, number>

function headerOf(values: string[]): Header | null {
  const header: Partial<Header> = {}
  for (const [column, titles] of Object.entries(STATEMENT_COLUMNS) as [
    StatementColumn,
    readonly string[],
  ][]) {
    const index = values.findIndex((v) => titles.some((t) => t.toLowerCase() === v.toLowerCase()))
    if (index < 0) return null
    header[column] = index
  }
  return header as Header
}

const layoutMessage = () =>
  `对账单格式不符：表头需包含列 ${Object.values(STATEMENT_COLUMNS)
    .map((titles) => titles[0])
    .join('、')}`

/**
 * Reads a statement (.xlsx or .xls, first sheet): the header row is found by its titles, then each row is checked. Any bad
 * row refuses the whole statement with every bad row listed (a 400 whose result is `{ errors }`); a statement is in
 * one currency. Answers the rows and that currency.
 */
export async function readStatement(data: Buffer): Promise<{ rows: StatementRow[]; currency: string }> {
  let header: Header | null = null
  const rows: StatementRow[] = []
  const errors: StatementRowError[] = []
  const seen = new Map<string, number>()
  const currencies = new Set<string>()
  try {
    for await (const sheetRow of readWorkbookRows(data)) {
      if (!header) {
        header = headerOf(sheetRow.values)
        if (!header && sheetRow.number >= HEADER_SEARCH_ROWS) break
        continue
      }
      const cell = (column: StatementColumn) => (sheetRow.values[header![column]] ?? '').trim()
      if (sheetRow.values.every((v) => v.trim() === '')) continue
      if (rows.length + errors.length >= MAX_ROWS) throw badRequest(`对账单最多 ${MAX_ROWS} 行`)
      const row = sheetRow.number
      const problems: string[] = []
      const trackingNo = cell('trackingNo').toUpperCase()
      if (!trackingNo) problems.push('运单号为空')
      else if (!TRACKING.test(trackingNo)) problems.push(`运单号「${trackingNo}」格式不正确`)
      else if (seen.has(trackingNo)) problems.push(`运单号 ${trackingNo} 与第${seen.get(trackingNo)}行重复`)
      const weight = cell('weight')
      const weightIssue = weightProblem(weight, '1000')
      if (weightIssue) problems.push(`计费重量：${weightIssue}`)
      const amount = cell('amount')
      if (!AMOUNT.test(amount)) problems.push('金额须为数字，最多2位小数')
      else if (new Decimal(amount).isNegative()) problems.push('金额不能为负数')
      const currency = cell('currency').toUpperCase()
      if (!/^[A-Z]{3}$/.test(currency)) problems.push('币种须为3位字母代码（如 CNY）')
      else currencies.add(currency)
      if (trackingNo && !seen.has(trackingNo)) seen.set(trackingNo, row)
      if (problems.length) errors.push({ row, message: problems.join('；') })
      else
        rows.push({
          rowNumber: row,
          trackingNo,
          weight: new Decimal(weight).toFixed(3),
          amount: new Decimal(amount).toFixed(2),
        })
    }
  } catch (error) {
    if (error instanceof HttpError) throw error
    throw badRequest('无法读取对账单，请上传 .xlsx 或 .xls 格式的 Excel 文件')
  }
  if (!header) throw badRequest(layoutMessage())
  if (currencies.size > 1)
    errors.push({ row: 0, message: `一张对账单只能使用一种币种，文件中有 ${[...currencies].join('、')}` })
  if (errors.length) throw new HttpError(400, `对账单有${errors.length}处错误，未导入`, { errors })
  if (rows.length === 0) throw badRequest('对账单中没有数据行')
  return { rows, currency: [...currencies][0] }
}
