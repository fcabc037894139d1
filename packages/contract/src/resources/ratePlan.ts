import { defineResource, type ResourceField } from '../resource/defineResource'
import { auditFields } from './auditFields'
import { CURRENCY_DICT } from './currency'
import { CUSTOMER_DICT } from './customerProfile'

/** Table dictionaries of channels (code → name) and customer companies (tenant id → name). */
export const CHANNEL_DICT = 'logistics_channel,name,code'

const money = (label: string, required = false): ResourceField => ({
  label,
  kind: 'money',
  required: required ? `请输入${label}!` : undefined,
  rules: [{ min: 0, message: `${label}不能为负数` }],
  list: { width: 90 },
  excel: { width: 10 },
})

const weight = (label: string): ResourceField => ({
  label,
  kind: 'weight',
  rules: [{ min: 0.001, message: `${label}须大于0` }],
  list: { width: 90 },
  excel: { width: 10 },
})

/** The rate-table header both plan kinds share; the bands of a BANDS plan are edited beside it. */
const planFields = {
  name: {
    label: '方案名称',
    kind: 'text',
    required: '请输入方案名称!',
    maxLength: 100,
    search: 'like',
    list: { width: 180 },
    excel: { width: 24 },
  },
  channelCode: {
    label: '渠道',
    kind: 'dict',
    dictCode: CHANNEL_DICT,
    required: '请选择渠道!',
    search: 'eq',
    list: { width: 160 },
    excel: { width: 14 },
  },
  zoneCountries: {
    label: '目的地分区',
    kind: 'multiDict',
    dictCode: 'country',
    required: '请选择分区国家!',
    search: 'like',
    list: { width: 140, ellipsis: true },
    form: { span: 2 },
    excel: { width: 20 },
  },
  currencyCode: {
    label: '币种',
    kind: 'dict',
    dictCode: CURRENCY_DICT,
    required: '请选择币种!',
    default: 'CNY',
    list: { width: 80 },
    excel: { width: 8 },
  },
  pricingMode: {
    label: '计价方式',
    kind: 'dict',
    dictCode: 'pricing_mode',
    required: '请选择计价方式!',
    default: 'FIRST_ADDITIONAL',
    search: 'eq',
    list: { width: 100 },
    excel: { width: 10 },
  },
  firstWeight: weight('首重(kg)'),
  firstPrice: money('首重价格'),
  additionalWeight: weight('续重单位(kg)'),
  additionalPrice: money('续重价格'),
  registrationFee: { ...money('挂号费', true), default: '0' },
  fuelSurchargePercent: {
    label: '燃油附加费(%)',
    kind: 'number',
    required: '请输入燃油附加费率!',
    default: '0',
    rules: [{ min: 0, max: 100, message: '燃油附加费率须在0-100之间' }],
    list: { width: 110 },
    excel: { width: 10 },
  },
  validFrom: {
    label: '生效日期',
    kind: 'date',
    required: '请选择生效日期!',
    sortable: true,
    list: { width: 110 },
    excel: { width: 12 },
  },
  validTo: {
    label: '失效日期',
    kind: 'date',
    list: { width: 110 },
    excel: { width: 12 },
  },
  status: {
    label: '状态',
    kind: 'dict',
    dictCode: 'channel_status',
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
  ...auditFields,
} as const satisfies Record<string, ResourceField>

/** 成本方案: what a channel costs the platform to a destination zone, for a period. */
export const costPlanResource = defineResource({
  baseUrl: '/channel/costPlan',
  permission: 'channel:costPlan',
  title: '成本方案',
  table: 'rate_plan_cost',
  labelField: 'name',
  measureWord: '个',
  capabilities: { detail: true, import: false },
  defaultSort: { field: 'validFrom', order: 'desc' },
  fields: planFields,
})

/** 销售方案: what a customer pays for a channel it is bound to, to a destination zone, for a period. */
export const salePlanResource = defineResource({
  baseUrl: '/channel/salePlan',
  permission: 'channel:salePlan',
  title: '销售方案',
  table: 'rate_plan_sale',
  labelField: 'name',
  measureWord: '个',
  capabilities: { detail: true, import: false },
  defaultSort: { field: 'validFrom', order: 'desc' },
  fields: {
    customerId: {
      label: '客户',
      kind: 'dict',
      dictCode: CUSTOMER_DICT,
      required: '请选择客户!',
      search: 'eq',
      list: { width: 200, ellipsis: true },
      excel: { width: 24 },
    },
    ...planFields,
  },
})

/** 客户绑定渠道: a channel a customer may ship with. */
export const customerChannelResource = defineResource({
  baseUrl: '/channel/customerBind',
  permission: 'channel:customerBind',
  title: '客户渠道',
  table: 'customer_channel',
  labelField: 'channelCode',
  measureWord: '个',
  capabilities: { import: false },
  fields: {
    customerId: {
      label: '客户',
      kind: 'dict',
      dictCode: CUSTOMER_DICT,
      required: '请选择客户!',
      search: 'eq',
      list: { width: 240 },
      form: { readOnlyOnEdit: true },
      excel: { width: 24 },
    },
    channelCode: {
      label: '渠道',
      kind: 'dict',
      dictCode: CHANNEL_DICT,
      required: '请选择渠道!',
      search: 'eq',
      list: { width: 200 },
      form: { readOnlyOnEdit: true },
      excel: { width: 14 },
    },
    status: {
      label: '状态',
      kind: 'dict',
      dictCode: 'channel_status',
      default: '1',
      search: 'eq',
      list: { width: 80 },
      excel: { width: 8 },
    },
    remark: { label: '备注', kind: 'text', maxLength: 500, list: { width: 200 }, excel: { width: 20 } },
    createTime: { ...auditFields.createTime, list: { width: 160 } },
    createBy: auditFields.createBy,
    updateBy: auditFields.updateBy,
    updateTime: auditFields.updateTime,
  },
})
