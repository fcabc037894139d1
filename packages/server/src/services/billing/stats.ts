import { BILL_STATUS, type BillCountReport, type BillCountRow } from '@portico/contract'
import Decimal from 'decimal.js'
import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { customerBill, customerBillLine, customerProfile } from '../../db/schema'
import { badRequest } from '../../http/envelope'

export interface BillCountQuery {
  /** yyyy-MM, inclusive. */
  monthFrom?: string
  monthTo?: string
  customerId?: string | number
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/
const MAX_MONTHS = 60

const monthIndex = (month: string) => {
  const [, year, mm] = MONTH.exec(month)!
  return Number(year) * 12 + Number(mm) - 1
}
const firstDay = (index: number) =>
  `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`

/** The filters as conditions on the bills: months by the bill's period start; a customer's user sees only its own. */
function conditions(query: BillCountQuery, ownCustomer: number | null): SQL[] {
  const where: SQL[] = []
  const { monthFrom, monthTo } = query
  for (const month of [monthFrom, monthTo])
    if (month && !MONTH.test(month)) throw badRequest('统计月份须为 yyyy-MM')
  if (monthFrom && monthTo) {
    if (monthIndex(monthTo) < monthIndex(monthFrom)) throw badRequest('结束月份不能早于开始月份')
    if (monthIndex(monthTo) - monthIndex(monthFrom) >= MAX_MONTHS)
      throw badRequest(`统计期间不能超过${MAX_MONTHS}个月`)
  }
  if (monthFrom) where.push(gte(customerBill.periodStart, firstDay(monthIndex(monthFrom))))
  if (monthTo) where.push(lt(customerBill.periodStart, firstDay(monthIndex(monthTo) + 1)))
  const customer = query.customerId === undefined || query.customerId === '' ? null : Number(query.customerId)
  if (customer !== null && !Number.isInteger(customer)) throw badRequest('客户无效')
  if (ownCustomer !== null) where.push(eq(customerBill.customerId, ownCustomer))
  else if (customer !== null) where.push(eq(customerBill.customerId, customer))
  return where
}

const money = (value: Decimal.Value | null) => new Decimal(value ?? 0).toFixed(2)
const amountIn = (...statuses: string[]) =>
  sql<string>`coalesce(sum(${customerBill.totalAmount}) filter (where ${customerBill.status} in (${sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  )})), 0)`

const AMOUNTS = [
  'totalAmount',
  'draftAmount',
  'confirmedAmount',
  'sentAmount',
  'disputedAmount',
  'paidAmount',
  'outstandingAmount',
] as const

/**
 * 账单统计: per customer and month, the bills, their parcels and billable weight, the amounts by status and what is
 * paid and still owed, with a totals row. Every sum is exact (numeric in SQL, decimal.js for the totals).
 */
export async function billCount(
  db: Db,
  query: BillCountQuery,
  ownCustomer: number | null,
): Promise<BillCountReport> {
  const weights = db
    .select({
      billId: customerBillLine.billId,
      weight: sql<string>`sum(${customerBillLine.billableWeight})`.as('weight'),
    })
    .from(customerBillLine)
    .groupBy(customerBillLine.billId)
    .as('weights')
  const month = sql<string>`to_char(${customerBill.periodStart}, 'YYYY-MM')`
  const { CONFIRMED, DISPUTED, DRAFT, PAID, SENT } = BILL_STATUS
  const found = await db
    .select({
      customerId: customerBill.customerId,
      customerName: sql<string | null>`max(${customerProfile.companyName})`,
      month,
      billCount: sql<number>`cast(count(*) as integer)`,
      parcelCount: sql<number>`cast(sum(${customerBill.parcelCount}) as integer)`,
      billableWeight: sql<string>`coalesce(sum(${weights.weight}), 0)`,
      totalAmount: sql<string>`sum(${customerBill.totalAmount})`,
      draftAmount: amountIn(DRAFT),
      confirmedAmount: amountIn(CONFIRMED),
      sentAmount: amountIn(SENT),
      disputedAmount: amountIn(DISPUTED),
      paidAmount: amountIn(PAID),
      outstandingAmount: amountIn(CONFIRMED, SENT, DISPUTED),
    })
    .from(customerBill)
    .leftJoin(weights, eq(weights.billId, customerBill.id))
    .leftJoin(customerProfile, eq(customerProfile.customerId, customerBill.customerId))
    .where(and(...conditions(query, ownCustomer)))
    .groupBy(customerBill.customerId, month)
    .orderBy(desc(month), asc(customerBill.customerId))
  const rows: BillCountRow[] = found.map((row) => ({
    ...row,
    customerName: row.customerName ?? String(row.customerId),
    billCount: Number(row.billCount),
    parcelCount: Number(row.parcelCount),
    billableWeight: new Decimal(row.billableWeight).toFixed(3),
    ...Object.fromEntries(AMOUNTS.map((key) => [key, money(row[key])])),
  })) as BillCountRow[]
  const sum = (key: keyof BillCountRow) =>
    rows.reduce((total, row) => total.plus(row[key] as string), new Decimal(0))
  const totals: BillCountRow = {
    customerId: 0,
    customerName: '合计',
    month: '',
    billCount: rows.reduce((n, row) => n + row.billCount, 0),
    parcelCount: rows.reduce((n, row) => n + row.parcelCount, 0),
    billableWeight: sum('billableWeight').toFixed(3),
    ...(Object.fromEntries(AMOUNTS.map((key) => [key, money(sum(key))])) as Pick<
      BillCountRow,
      (typeof AMOUNTS)[number]
    >),
  }
  return { rows, totals }
}
