import {
  IN_STORE_CHANNEL_DICT,
  IN_STORE_LIMITS,
  IN_STORE_STATION_DICT,
  IN_STORE_STATUS_DICT,
} from '../inStore'
import { defineResource } from '../resource/defineResource'

const managed = { system: true, list: false, excel: false } as const

/** 入库批次: a batch of parcels a site receives (批量入库); its lines are edited on the batch's own page. */
export const inStoreBatchResource = defineResource({
  baseUrl: '/site/inStoreBatch',
  permission: 'site:instore',
  title: '入库批次',
  table: 'in_store_batch',
  labelField: 'batchNo',
  scope: { tenant: true },
  capabilities: { import: false, detail: true },
  fields: {
    batchNo: {
      label: '批次号',
      kind: 'text',
      system: true,
      search: 'like',
      sortable: true,
      list: { width: 150 },
    },
    status: {
      label: '状态',
      kind: 'dict',
      dictCode: IN_STORE_STATUS_DICT,
      system: true,
      search: 'eq',
      list: { width: 80 },
    },
    lineCount: { label: '明细行数', kind: 'integer', system: true, sortable: true, list: { width: 80 } },
    totalPieces: { label: '总件数', kind: 'integer', system: true, list: { width: 70 } },
    totalWeight: { label: '总重量(kg)', kind: 'weight', system: true, sortable: true, list: { width: 100 } },
    stationCode: {
      label: '入库站点',
      kind: 'dict',
      dictCode: IN_STORE_STATION_DICT,
      required: '请选择入库站点!',
      search: 'eq',
      list: { width: 130 },
    },
    defaultChannel: {
      label: '默认渠道',
      kind: 'dict',
      dictCode: IN_STORE_CHANNEL_DICT,
      list: { width: 100 },
    },
    remark: {
      label: '备注',
      kind: 'textarea',
      maxLength: IN_STORE_LIMITS.remarkLength,
      list: { width: 140, ellipsis: true },
    },
    createBy: { label: '创建人', kind: 'text', system: true, list: { width: 80 } },
    createTime: { label: '创建时间', kind: 'datetime', system: true, sortable: true, list: { width: 150 } },
    revision: { label: '修订号', kind: 'integer', ...managed },
    updateBy: { label: '更新人', kind: 'text', ...managed },
    updateTime: { label: '更新时间', kind: 'datetime', ...managed },
    completeBy: { label: '入库人', kind: 'text', ...managed },
    completeTime: { label: '入库时间', kind: 'datetime', ...managed },
  },
})
