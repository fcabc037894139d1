import Decimal from 'decimal.js'
import { type StatusMachine, type StatusTransition, transitionProblem } from '../status-machine'

/** Dictionary bill_status. */
export const BILL_STATUS = {
  DRAFT: '0',
  CONFIRMED: '1',
  SENT: '2',
  PAID: '3',
  DISPUTED: '4',
} as const
export type BillStatus = (typeof BILL_STATUS)[keyof typeof BILL_STATUS]

export const BILL_STATUS_TEXT: Record<BillStatus, string> = {
  '0': '草稿',
  '1': '已确认',
  '2': '已发送',
  '3': '已付款',
  '4': '有争议',
}

/**
 * Customs deductions (dictionary deduct_type) passed on to the customer's bill: duty, VAT and excise the platform
 * advanced are 代垫税费; inspection and agency fees are 代扣费用.
 */
export const ADVANCED_TAX_TYPES: readonly string[] = ['DUTY', 'VAT', 'EXCISE']

/** Dictionary deduct_type (扣款类型): code → text. */
export const DEDUCT_TYPE_TEXT: Record<string, string> = {
  DUTY: '关税',
  VAT: '增值税',
  EXCISE: '消费税',
  INSPECTION: '查验费',
  AGENCY: '代理费',
}

/** A bill's buttons: each moves it from the statuses listed to one status. 已付款 comes from a payment only. */
export const BILL_TRANSITIONS = {
  confirm: { label: '确认', from: ['0', '4'], to: '1', who: '客户账单（确认）' },
  send: { label: '发送', from: ['1'], to: '2', who: '客户账单（发送）' },
  dispute: { label: '标记争议', from: ['1', '2'], to: '4', who: '客户账单（标记争议）' },
  reopen: { label: '退回草稿', from: ['1', '4'], to: '0', who: '客户账单（退回草稿）' },
} as const satisfies Record<string, StatusTransition<BillStatus>>
export type BillTransition = keyof typeof BILL_TRANSITIONS

/** The bill's whole lifecycle: its buttons and the payment (账单支付) that settles it. */
export const BILL_LIFECYCLE: StatusMachine<BillStatus, BillTransition | 'pay'> = {
  noun: '账单',
  statusText: BILL_STATUS_TEXT,
  transitions: {
    ...BILL_TRANSITIONS,
    pay: { label: '支付', from: ['1', '2', '4'], to: '3', who: '支付费用信息（账单支付）' },
  },
}

/** Why a transition is refused from a status, or null when allowed. */
export function billTransitionProblem(action: BillTransition, status: string): string | null {
  return transitionProblem(BILL_LIFECYCLE, action, status)
}

/** Money as every screen, sheet and PDF shows it: 2 decimals, thousands separated, e.g. 12,345.60 ('' for none). */
export function formatMoney(amount: string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return ''
  const fixed = new Decimal(amount).toFixed(2)
  const [whole, cents] = fixed.split('.')
  const sign = whole.startsWith('-') ? '-' : ''
  return `${sign}${whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`
}

/** Exact sum of decimal strings, 2 decimals. */
export function sumMoney(amounts: readonly string[]): string {
  return amounts.reduce((sum, amount) => sum.plus(amount), new Decimal(0)).toFixed(2)
}

/** Rounds to cents, half up (the rule of every shown money term). */
export function roundMoney(amount: Decimal.Value): string {
  return new Decimal(amount).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2)
}

/** Payment types (dictionary pay_type) and the sign each gives the balance. */
export const PAY_TYPE_SIGN: Record<string, 1 | -1> = {
  RECHARGE: 1,
  BILL: -1,
  REFUND: -1,
  ADJUST_IN: 1,
  ADJUST_OUT: -1,
}

/** amount × factor, rounded half up to cents (a conversion or a signed amount). */
export const moneyTimes = (amount: string, factor: Decimal.Value): string =>
  roundMoney(new Decimal(amount).times(factor))

/** -1, 0 or 1 as a is less than, equal to or greater than b (exact). */
export const compareMoney = (a: string, b: string): number => new Decimal(a).comparedTo(b)
