import { defineResource } from '../resource/defineResource'

/** The table dictionary of customer companies (value: the customer's tenant id, text: its company name). */
/** Customer companies (tenants of type customer) by tenant id. */
export const CUSTOMER_DICT = 'customer_tenant,name,id'

const system = { system: true, list: false, excel: false } as const

/**
 * 客户中心: a customer company (a tenant with tenant_type 'customer') and its commercial terms. The balance is kept
 * by payments and bills only: never typed in.
 */
export const customerProfileResource = defineResource({
  baseUrl: '/customer/customerCenter',
  permission: 'customer:center',
  title: '客户',
  table: 'customer_profile',
  labelField: 'companyName',
  measureWord: '个',
  capabilities: { detail: true, noDelete: true, import: false },
  scope: { customer: true },
  defaultSort: { field: 'customerId', order: 'asc' },
  fields: {
    customerId: {
      label: '客户编号',
      kind: 'integer',
      system: true,
      sortable: true,
      list: { width: 90 },
      excel: { width: 10 },
    },
    companyName: {
      label: '公司名称',
      kind: 'text',
      required: '请输入公司名称!',
      maxLength: 100,
      unique: true,
      search: 'like',
      list: { width: 220 },
      excel: { width: 30 },
    },
    creditCode: {
      label: '统一社会信用代码',
      kind: 'text',
      required: '请输入统一社会信用代码!',
      rules: [
        {
          pattern: '^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$',
          message: '统一社会信用代码为18位数字或大写字母（不含I、O、Z、S、V）',
        },
      ],
      unique: true,
      search: 'like',
      list: { width: 180 },
      excel: { width: 22 },
    },
    contact: {
      label: '联系人',
      kind: 'text',
      required: '请输入联系人!',
      maxLength: 50,
      list: { width: 90 },
      excel: { width: 10 },
    },
    phone: {
      label: '联系电话',
      kind: 'text',
      required: '请输入联系电话!',
      rules: [{ pattern: '^[0-9+\\- ]{7,20}$', message: '请输入正确的电话号码' }],
      list: { width: 120 },
      excel: { width: 14 },
    },
    email: {
      label: '邮箱',
      kind: 'text',
      rules: [{ pattern: 'e', message: '请输入正确的电子邮件!' }],
      maxLength: 100,
      list: false,
      excel: { width: 22 },
    },
    address: {
      label: '地址',
      kind: 'text',
      maxLength: 200,
      list: false,
      form: { span: 2 },
      excel: { width: 30 },
    },
    settlement: {
      label: '结算方式',
      kind: 'dict',
      dictCode: 'customer_settlement',
      required: '请选择结算方式!',
      default: 'PREPAID',
      search: 'eq',
      list: { width: 90 },
      excel: { width: 10 },
    },
    creditLimit: {
      label: '信用额度(CNY)',
      kind: 'money',
      default: '0',
      rules: [{ min: 0, max: 100000000, message: '信用额度须在0-100000000之间' }],
      list: { width: 110 },
      excel: { width: 14 },
    },
    balance: {
      label: '余额(CNY)',
      kind: 'money',
      system: true,
      sortable: true,
      list: { width: 110 },
      excel: { width: 14 },
    },
    salesOwner: {
      label: '销售负责人',
      kind: 'user',
      search: 'eq',
      list: { width: 100 },
      excel: { width: 12 },
    },
    status: {
      label: '状态',
      kind: 'dict',
      dictCode: 'customer_status',
      default: '1',
      search: 'eq',
      list: { width: 70 },
      excel: { width: 8 },
    },
    remark: {
      label: '备注',
      kind: 'textarea',
      maxLength: 500,
      list: false,
      form: { span: 2 },
      excel: { width: 30 },
    },
    createBy: { label: '创建人', kind: 'text', ...system },
    createTime: { label: '创建时间', kind: 'datetime', ...system, sortable: true },
    updateBy: { label: '更新人', kind: 'text', ...system },
    updateTime: { label: '更新时间', kind: 'datetime', ...system },
  },
})
