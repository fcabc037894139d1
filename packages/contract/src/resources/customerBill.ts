import { defineResource } from '../resource/defineResource'
import { CUSTOMER_DICT } from './customerProfile'

const system = { system: true, list: false, excel: false } as const

/**
 * 客户账单: what a customer owes for a period's shipped parcels, one line per parcel. Bills are made by 生成账单
 * (never typed in) and move 草稿 → 已确认 → 已发送 → 已付款 (or 有争议) through their own buttons.
 */
export const customerBillResource = defineResource({
  baseUrl: '/bill/customerBill',
  permission: 'bill:customer',
  title: '客户账单',
  table: 'customer_bill',
  labelField: 'billNo',
  measureWord: '张',
  capabilities: { detail: true, noAdd: true },
  scope: { customer: true },
  defaultSort: { field: 'periodStart', order: 'desc' },
  fields: {
    billNo: {
      label: '账单号',
      kind: 'text',
      system: true,
      search: 'like',
      list: { width: 160 },
      excel: { width: 20 },
    },
    customerId: {
      label: '客户',
      kind: 'dict',
      dictCode: CUSTOMER_DICT,
      system: true,
      search: 'eq',
      list: { width: 200 },
      excel: { width: 28 },
    },
    periodStart: {
      label: '账期开始',
      kind: 'date',
      system: true,
      search: 'range',
      sortable: true,
      list: { width: 100 },
      excel: { width: 12 },
    },
    periodEnd: { label: '账期结束', kind: 'date', system: true, list: { width: 100 }, excel: { width: 12 } },
    billDate: { label: '出账日期', kind: 'date', system: true, list: { width: 100 }, excel: { width: 12 } },
    parcelCount: { label: '包裹数', kind: 'integer', system: true, list: { width: 70 }, excel: { width: 8 } },
    freightAmount: {
      label: '运费合计',
      kind: 'money',
      system: true,
      list: { width: 100 },
      excel: { width: 12 },
    },
    taxAmount: { label: '代垫税费', kind: 'money', system: true, list: { width: 100 }, excel: { width: 12 } },
    feeAmount: { label: '代扣费用', kind: 'money', system: true, list: { width: 100 }, excel: { width: 12 } },
    totalAmount: {
      label: '应收金额(CNY)',
      kind: 'money',
      system: true,
      sortable: true,
      list: { width: 120 },
      excel: { width: 14 },
    },
    status: {
      label: '状态',
      kind: 'dict',
      dictCode: 'bill_status',
      system: true,
      search: 'eq',
      list: { width: 80 },
      excel: { width: 8 },
    },
    remark: {
      label: '备注',
      kind: 'textarea',
      maxLength: 500,
      list: { width: 160, ellipsis: true },
      form: { span: 2 },
      excel: { width: 30 },
    },
    createBy: { label: '生成人', kind: 'text', ...system },
    createTime: { label: '生成时间', kind: 'datetime', ...system, sortable: true },
    updateBy: { label: '更新人', kind: 'text', ...system },
    updateTime: { label: '更新时间', kind: 'datetime', ...system },
  },
})
