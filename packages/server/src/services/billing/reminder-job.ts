import { BILL_STATUS } from '@portico/contract'
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { customerBill, sysAnnouncement, sysUser } from '../../db/schema'
import { storeUserNotice } from '../messages/channels'
import { chinaDate, chinaDayStart } from '../shared/china-days'
import { memberOfTenant } from '../tenants/tenant-members'

export const STATEMENT_REMINDER_JOB = 'portico.job.StatementReminderJob'
export const REMINDER_BUS_TYPE = 'bill_reminder'
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * 对账提醒: every bill sent to its customer at least `days` days ago and still neither confirmed nor disputed gets a
 * 系统消息 to each active user of that customer, at most once a day per bill (a second run the same day skips it).
 */
export async function remindUnconfirmedBills(db: Db, days: number, now = new Date()): Promise<string> {
  const sentBy = chinaDate(new Date(now.getTime() - days * DAY_MS))
  const bills = await db
    .select()
    .from(customerBill)
    .where(and(eq(customerBill.status, BILL_STATUS.SENT), lte(customerBill.billDate, sentBy)))
    .orderBy(asc(customerBill.billNo))
  if (bills.length === 0) return `没有发送${days}天以上仍未确认的账单`
  const remindedToday = new Set(
    (
      await db
        .select({ busId: sysAnnouncement.busId })
        .from(sysAnnouncement)
        .where(
          and(
            eq(sysAnnouncement.busType, REMINDER_BUS_TYPE),
            inArray(
              sysAnnouncement.busId,
              bills.map((bill) => bill.id),
            ),
            gte(sysAnnouncement.createTime, chinaDayStart(now)),
          ),
        )
    ).map((row) => row.busId),
  )
  let notices = 0
  let remindedBills = 0
  const unreachable: string[] = []
  for (const bill of bills) {
    if (remindedToday.has(bill.id)) continue
    const users = await db
      .select({ id: sysUser.id })
      .from(sysUser)
      .where(and(memberOfTenant(bill.customerId), eq(sysUser.delFlag, 0), eq(sysUser.status, 1)))
    if (users.length === 0) {
      unreachable.push(bill.billNo)
      continue
    }
    const sentDays = Math.floor((Date.parse(chinaDate(now)) - Date.parse(bill.billDate)) / DAY_MS)
    for (const user of users) {
      await storeUserNotice(db, {
        userId: user.id,
        title: `账单${bill.billNo}待确认`,
        content:
          `您的账单 ${bill.billNo}（账期 ${bill.periodStart} 至 ${bill.periodEnd}，合计 ${bill.totalAmount}）` +
          `已发送${sentDays}天，请在「账单管理 › 客户账单」中核对并确认，如有疑问请提出异议。`,
        createBy: 'system',
        busType: REMINDER_BUS_TYPE,
        busId: bill.id,
      })
      notices += 1
    }
    remindedBills += 1
  }
  const summary = `提醒账单${remindedBills}张，发送消息${notices}条`
  return unreachable.length ? `${summary}；客户没有可用用户：${unreachable.join(', ')}` : summary
}
