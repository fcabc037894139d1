import {
  BILL_LIFECYCLE,
  compareMoney,
  formatMoney,
  moneyTimes,
  PAY_TYPE_SIGN,
  sumMoney,
  transitionProblem,
} from '@portico/contract'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { customerBill, customerPayment, customerProfile } from '../../db/schema'
import { badRequest, conflict, HttpError } from '../../http/envelope'
import type { ResourceHooks } from '../resources/service'
import { moveRecords } from '../shared/status-guard'
import { GUARDED_BILL } from './guarded-bill'
import { nextDailyNo } from './numbers'

const fieldError = (status: number, field: string, message: string) =>
  new HttpError(status, message, { errors: { [field]: message } })

/** The customer's profile, locked until the transaction ends (balances change one payment at a time). */
async function lockProfile(tx: Db, customerId: number) {
  const [profile] = await tx
    .select()
    .from(customerProfile)
    .where(eq(customerProfile.customerId, customerId))
    .for('update')
  if (!profile) throw fieldError(400, 'customerId', '客户不存在')
  return profile
}

/** A 账单支付 pays one whole bill of the same customer; the bill becomes 已付款 in the same transaction. */
async function payBill(tx: Db, customerId: number, billNo: unknown, amount: string) {
  if (typeof billNo !== 'string' || billNo === '') throw fieldError(400, 'billNo', '账单支付须填写账单号')
  const [bill] = await tx
    .select()
    .from(customerBill)
    .where(and(eq(customerBill.billNo, billNo), eq(customerBill.customerId, customerId)))
    .for('update')
  if (!bill) throw fieldError(400, 'billNo', `该客户没有账单 ${billNo}`)
  const refused = transitionProblem(BILL_LIFECYCLE, 'pay', bill.status, billNo)
  if (refused) throw fieldError(409, 'billNo', refused)
  if (compareMoney(amount, bill.totalAmount) !== 0)
    throw fieldError(400, 'amount', `账单支付须付清全额 ${formatMoney(bill.totalAmount)} 元`)
  await moveRecords(tx, GUARDED_BILL, [bill.id], 'pay', { updateTime: new Date() })
}

/**
 * 支付费用信息: numbers the payment, moves the customer's balance by its signed amount (refusing to go below minus
 * the credit limit) and, for a bill payment, marks the bill paid — all in the payment's transaction.
 */
export const customerPaymentHooks: ResourceHooks = {
  async beforeWrite({ tx, action, values }) {
    if (action === 'edit') return undefined
    const customerId = Number(values.customerId)
    const payType = String(values.payType)
    const sign = PAY_TYPE_SIGN[payType]
    if (!sign) throw fieldError(400, 'payType', '支付类型无效')
    if (values.currency !== 'CNY') throw fieldError(400, 'currency', '余额以人民币结算，请按人民币金额录入')
    const amount = String(values.amount)
    const profile = await lockProfile(tx, customerId)
    const effect = moneyTimes(amount, sign)
    const after = sumMoney([profile.balance, effect])
    const available = sumMoney([profile.balance, profile.creditLimit])
    if (sign < 0 && compareMoney(amount, available) > 0)
      throw conflict(
        `余额不足：当前余额 ${formatMoney(profile.balance)} 元，信用额度 ${formatMoney(profile.creditLimit)} 元，本次最多可扣 ${formatMoney(available)} 元`,
      )
    if (payType === 'BILL') await payBill(tx, customerId, values.billNo, amount)
    else if (values.billNo) throw badRequest('只有账单支付可以填写账单号')
    await tx.update(customerProfile).set({ balance: after }).where(eq(customerProfile.id, profile.id))
    return {
      paymentNo: await nextDailyNo(tx, customerPayment, customerPayment.paymentNo, 'PAY', new Date()),
      balanceEffect: effect,
      balanceAfter: after,
    }
  },
}
