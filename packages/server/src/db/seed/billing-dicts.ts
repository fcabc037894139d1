import {
  BILL_STATUS_TEXT,
  RECON_DIFF_TEXT,
  RECON_LINE_STATUS_TEXT,
  RECON_RESOLUTION_TEXT,
  RECON_STATUS_TEXT,
} from '@portico/contract'
import type { DictSeed } from './reference-data'

/** Dictionaries of customers, payments, bills and reconciliations. */
export const BILLING_DICTS: DictSeed[] = [
  {
    code: 'customer_settlement',
    name: '结算方式',
    items: [
      ['PREPAID', '预付'],
      ['MONTHLY', '月结'],
    ],
  },
  {
    code: 'customer_status',
    name: '客户状态',
    items: [
      ['1', '正常'],
      ['0', '停用'],
    ],
  },
  {
    code: 'pay_type',
    name: '支付类型',
    items: [
      ['RECHARGE', '充值'],
      ['BILL', '账单支付'],
      ['REFUND', '退款'],
      ['ADJUST_IN', '调整(增加)'],
      ['ADJUST_OUT', '调整(减少)'],
    ],
  },
  {
    code: 'pay_method',
    name: '支付方式',
    items: [
      ['BANK', '银行转账'],
      ['ALIPAY', '支付宝'],
      ['WECHAT', '微信支付'],
      ['BALANCE', '余额抵扣'],
      ['OTHER', '其他'],
    ],
  },
  { code: 'pay_currency', name: '结算币种', items: [['CNY', '人民币']] },
  { code: 'bill_status', name: '账单状态', items: Object.entries(BILL_STATUS_TEXT) },
  { code: 'recon_status', name: '对账状态', items: Object.entries(RECON_STATUS_TEXT) },
  { code: 'recon_line_status', name: '对账明细状态', items: Object.entries(RECON_LINE_STATUS_TEXT) },
  { code: 'recon_diff_kind', name: '对账差异类型', items: Object.entries(RECON_DIFF_TEXT) },
  { code: 'recon_resolution', name: '对账处理方式', items: Object.entries(RECON_RESOLUTION_TEXT) },
]
