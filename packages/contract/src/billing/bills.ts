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

/** Payment types (dictionary pay_type) and the sign each gives the balance. */
export const PAY_TYPE_SIGN: Record<string, 1 | -1> = {
  RECHARGE: 1,
  BILL: -1,
  REFUND: -1,
  ADJUST_IN: 1,
  ADJUST_OUT: -1,
}
