import { defineResource } from '../resource/defineResource'
import { auditFields } from './auditFields'

/** The table dictionary of the platform's currencies (code → name), for fields holding a currency code. */
export const CURRENCY_DICT = 'currency,name,code'

/** 币种: an ISO 4217 currency; its rates to CNY are `currencyRateResource` rows. */
export const currencyResource = defineResource({
  baseUrl: '/channel/currency',
  permission: 'channel:currency',
  title: '币种',
  table: 'currency',
  labelField: 'code',
  measureWord: '个',
  defaultSort: { field: 'code', order: 'asc' },
  fields: {
    code: {
      label: '币种代码',
      kind: 'text',
      required: '请输入币种代码!',
      rules: [{ pattern: '^[A-Z]{3}$', message: '币种代码为3位大写字母（ISO 4217）' }],
      unique: true,
      search: 'like',
      sortable: true,
      list: { width: 100 },
      form: { readOnlyOnEdit: true },
      excel: { width: 10 },
    },
    name: {
      label: '币种名称',
      kind: 'text',
      required: '请输入币种名称!',
      maxLength: 50,
      search: 'like',
      list: { width: 140 },
      excel: { width: 14 },
    },
    symbol: {
      label: '符号',
      kind: 'text',
      required: '请输入符号!',
      maxLength: 10,
      list: { width: 80 },
      excel: { width: 8 },
    },
    minorUnits: {
      label: '小数位',
      kind: 'integer',
      required: '请输入小数位!',
      default: '2',
      rules: [{ min: 0, max: 4, message: '小数位须在0-4之间' }],
      list: { width: 80 },
      excel: { width: 8 },
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
    remark: {
      label: '备注',
      kind: 'textarea',
      maxLength: 500,
      list: false,
      form: { span: 2 },
      excel: { width: 30 },
    },
    ...auditFields,
  },
})

/** 汇率: CNY per unit of a currency from its effective date on; one per currency and day. */
export const currencyRateResource = defineResource({
  baseUrl: '/channel/currencyRate',
  permission: 'channel:currency',
  title: '汇率',
  table: 'currency_rate',
  labelField: 'effectiveDate',
  defaultSort: { field: 'effectiveDate', order: 'desc' },
  capabilities: { import: false },
  fields: {
    currencyCode: {
      label: '币种',
      kind: 'dict',
      dictCode: CURRENCY_DICT,
      required: '请选择币种!',
      search: 'eq',
      list: { width: 100 },
      form: { readOnlyOnEdit: true },
      excel: { width: 10 },
    },
    rate: {
      label: '汇率(CNY)',
      kind: 'number',
      required: '请输入汇率!',
      rules: [
        { pattern: '^\\d{1,10}(\\.\\d{1,8})?$', message: '汇率为正数，最多8位小数' },
        { min: 0.00000001, message: '汇率须大于0' },
      ],
      list: { width: 120 },
      excel: { width: 12 },
    },
    effectiveDate: {
      label: '生效日期',
      kind: 'date',
      required: '请选择生效日期!',
      search: 'range',
      sortable: true,
      list: { width: 120 },
      excel: { width: 12 },
    },
    remark: { label: '备注', kind: 'text', maxLength: 500, list: { width: 160 }, excel: { width: 20 } },
    ...auditFields,
  },
})
