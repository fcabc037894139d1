import { defineResource } from '../resource/defineResource'

/** 出库批次: closed bags of one channel leaving a station together (built on 新增出库; listed on 出库列表). */
export const outBatchResource = defineResource({
  baseUrl: '/site/outBatch',
  permission: 'site:outbatch',
  title: '出库批次',
  table: 'logistics_out_batch',
  labelField: 'batchNo',
  capabilities: { readOnly: true, detail: true },
  fields: {
    batchNo: {
      label: '批次号',
      kind: 'text',
      system: true,
      search: 'like',
      sortable: true,
      list: { width: 140 },
    },
    channelCode: { label: '渠道', kind: 'text', system: true, search: 'eq', list: { width: 110 } },
    bagCount: { label: '袋数', kind: 'integer', system: true, sortable: true, list: { width: 70 } },
    parcelCount: { label: '包裹数', kind: 'integer', system: true, sortable: true, list: { width: 80 } },
    grossWeight: { label: '总重量(kg)', kind: 'weight', system: true, sortable: true, list: { width: 100 } },
    status: {
      label: '状态',
      kind: 'dict',
      dictCode: 'out_batch_status',
      system: true,
      search: 'eq',
      list: { width: 80 },
    },
    outStoreBy: { label: '出库人', kind: 'text', system: true, list: { width: 90 } },
    outStoreTime: { label: '出库时间', kind: 'datetime', system: true, sortable: true, list: { width: 150 } },
    createBy: { label: '创建人', kind: 'text', system: true, list: { width: 90 } },
    createTime: {
      label: '创建时间',
      kind: 'datetime',
      system: true,
      sortable: true,
      search: 'range',
      list: { width: 150 },
    },
    remark: { label: '备注', kind: 'textarea', maxLength: 500, list: { width: 140, ellipsis: true } },
  },
})
