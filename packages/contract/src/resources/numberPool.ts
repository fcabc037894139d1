import { defineResource } from '../resource/defineResource'

/** 单号池: the tracking numbers a channel may issue (an S10 serial range, or a list of pre-issued numbers). */
export const numberPoolResource = defineResource({
  baseUrl: '/order/numberPool',
  permission: 'order:numberpool',
  title: '单号池',
  table: 'channel_number_pool',
  labelField: 'channelCode',
  capabilities: { detail: true, import: false },
  fields: {
    channelCode: {
      label: '渠道',
      kind: 'text',
      required: '请输入渠道代码!',
      rules: [{ pattern: '^[A-Z0-9_-]{2,32}$', message: '渠道代码为2-32位大写字母、数字、下划线或短横线' }],
      search: 'eq',
      list: { width: 110 },
    },
    kind: {
      label: '类型',
      kind: 'dict',
      dictCode: 'number_pool_kind',
      required: '请选择类型!',
      default: 'S10',
      list: { width: 100 },
    },
    servicePrefix: {
      label: 'S10业务代码',
      kind: 'text',
      rules: [{ pattern: '^[A-Z]{2}$', message: 'S10业务代码为2位大写字母' }],
      list: { width: 100 },
    },
    originCountry: {
      label: '原寄国',
      kind: 'text',
      default: 'CN',
      rules: [{ pattern: '^[A-Z]{2}$', message: '原寄国为2位国家代码' }],
      list: { width: 70 },
    },
    serialStart: {
      label: '起始序号',
      kind: 'integer',
      rules: [{ min: 0, max: 99999999, message: '序号为0-99999999' }],
      list: { width: 100 },
    },
    serialEnd: {
      label: '结束序号',
      kind: 'integer',
      rules: [{ min: 0, max: 99999999, message: '序号为0-99999999' }],
      list: { width: 100 },
    },
    nextSerial: { label: '下一个序号', kind: 'integer', system: true, list: { width: 100 } },
    numbers: {
      label: '预分配单号',
      kind: 'textarea',
      maxLength: 200000,
      list: false,
      form: { span: 2 },
      excel: false,
    },
    nextIndex: { label: '已用数量', kind: 'integer', system: true, list: { width: 80 } },
    status: {
      label: '状态',
      kind: 'dict',
      dictCode: 'channel_status',
      default: '1',
      search: 'eq',
      list: { width: 70 },
    },
    remark: { label: '备注', kind: 'textarea', maxLength: 500, list: false, form: { span: 2 } },
    createTime: { label: '创建时间', kind: 'datetime', system: true, sortable: true, list: false },
  },
})
