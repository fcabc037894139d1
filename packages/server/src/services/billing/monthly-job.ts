import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { customerProfile } from '../../db/schema'
import { HttpError } from '../../http/envelope'
import { generateBill } from './bills'
import { chinaDay } from './numbers'
import { type BillPricing, salePlanPricing } from './pricing'

export const MONTHLY_BILLS_JOB = 'portico.job.MonthlyCustomerBillJob'

/** The month before `now` (China time), or the month given as yyyy-MM, as a bill period. */
export function billingMonth(parameter: string | null, now = new Date()) {
  const raw = (parameter ?? '').trim()
  let year: number
  let month: number
  if (raw === '') {
    const today = chinaDay(now)
    year = Number(today.slice(0, 4))
    month = Number(today.slice(4, 6)) - 1
    if (month === 0) {
      year -= 1
      month = 12
    }
  } else {
    const match = /^(\d{4})-(\d{2})$/.exec(raw)
    if (!match || Number(match[2]) < 1 || Number(match[2]) > 12)
      throw new Error(`参数应为账期月份（yyyy-MM），留空为上月，实际为：${raw}`)
    year = Number(match[1])
    month = Number(match[2])
  }
  const mm = String(month).padStart(2, '0')
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return { periodStart: `${year}-${mm}-01`, periodEnd: `${year}-${mm}-${lastDay}` }
}

/** 定时任务: last month's bill of every active customer; a customer refused (billed, nothing shipped…) is reported. */
export async function runMonthlyBills(
  db: Db,
  parameter: string | null,
  pricing: BillPricing = salePlanPricing,
): Promise<string> {
  const period = billingMonth(parameter)
  const customers = await db
    .select({ customerId: customerProfile.customerId, name: customerProfile.companyName })
    .from(customerProfile)
    .where(eq(customerProfile.status, '1'))
  const made: string[] = []
  const skipped: string[] = []
  for (const customer of customers) {
    try {
      const bill = await generateBill(db, pricing, {
        ...period,
        customerId: customer.customerId,
        actor: 'system',
      })
      made.push(bill.billNo)
    } catch (error) {
      if (!(error instanceof HttpError)) throw error
      skipped.push(`${customer.name}：${error.message}`)
    }
  }
  return `账期 ${period.periodStart} 至 ${period.periodEnd}：生成账单${made.length}张${made.length ? `（${made.join('、')}）` : ''}；未出账${skipped.length}个客户${skipped.length ? `（${skipped.join('；')}）` : ''}`
}
