/** 账单统计: one customer's bills of one month (by the bill's period start), amounts exact decimal strings, CNY. */
export interface BillCountRow {
  customerId: number
  customerName: string
  /** yyyy-MM. */
  month: string
  billCount: number
  parcelCount: number
  billableWeight: string
  totalAmount: string
  draftAmount: string
  confirmedAmount: string
  sentAmount: string
  disputedAmount: string
  paidAmount: string
  /** Confirmed, sent or disputed: owed and not yet paid (drafts are not owed yet). */
  outstandingAmount: string
}

/** The statistics and their totals row (customerId 0, month ''). */
export interface BillCountReport {
  rows: BillCountRow[]
  totals: BillCountRow
}

/** 账单统计's routes: the figures and their export. */
export const BILL_COUNT_PERMS = { list: 'bill:count:list', exportXls: 'bill:count:exportXls' } as const

/** A bill's lines as .xlsx (the `:exportXls` suffix gives it to the customer role with the other exports). */
export const BILL_LINES_EXPORT_PERMISSION = 'bill:customer:lines:exportXls'
