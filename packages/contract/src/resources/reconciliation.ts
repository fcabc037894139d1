import { defineResource, type ResourceField, type ResourceFieldKind } from '../resource/defineResource'
import { auditFields } from './auditFields'
import { CURRENCY_DICT } from './currency'
import { CHANNEL_DICT } from './ratePlan'

/** A server-written column, listed and exported. */
const shown = <const Kind extends ResourceFieldKind, const More extends Partial<ResourceField> = object>(
  label: string,
  kind: Kind,
  width: number,
  more?: More,
) => ({
  label,
  kind,
  system: true as const,
  list: { width },
  excel: { width: Math.ceil(width / 8) },
  ...(more as More),
})

/**
 * 对账管理: a carrier's statement imported for a channel and period (never typed in), its lines matched by tracking
 * number against our cost of each parcel. Only the remark is edited here; differences are resolved on their lines.
 */
export const reconciliationResource = defineResource({
  baseUrl: '/bill/reconciliation',
  permission: 'bill:reconciliation',
  title: '对账单',
  table: 'reconciliation',
  labelField: 'reconNo',
  measureWord: '张',
  capabilities: { detail: true, noAdd: true },
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: {
    reconNo: shown('对账编号', 'text', 150, { search: 'like' }),
    channelCode: shown('渠道', 'dict', 160, { dictCode: CHANNEL_DICT, search: 'eq' }),
    statementNo: shown('对方账单号', 'text', 140, { search: 'like' }),
    periodStart: shown('账期开始', 'date', 100, { search: 'range', sortable: true }),
    periodEnd: shown('账期结束', 'date', 100),
    currency: shown('币种', 'dict', 70, { dictCode: CURRENCY_DICT }),
    lineCount: shown('行数', 'integer', 60),
    diffCount: shown('差异数', 'integer', 70),
    openCount: shown('未处理', 'integer', 70),
    theirTotal: shown('对方金额', 'money', 110),
    ourTotal: shown('我方金额', 'money', 110),
    settledTotal: shown('结算金额', 'money', 110),
    status: shown('状态', 'dict', 80, { dictCode: 'recon_status', search: 'eq' }),
    fileName: { label: '文件名', kind: 'text', system: true, list: false, excel: false },
    reconciledTime: shown('对账完成时间', 'datetime', 150),
    remark: {
      label: '备注',
      kind: 'textarea',
      maxLength: 500,
      list: { width: 160, ellipsis: true },
      form: { span: 2 },
      excel: { width: 30 },
    },
    createBy: { ...auditFields.createBy, label: '导入人' },
    createTime: { ...auditFields.createTime, label: '导入时间' },
    updateBy: auditFields.updateBy,
    updateTime: auditFields.updateTime,
  },
})

/** The lines of a reconciliation (listed with its id fixed): both sides, the difference and how it was resolved. */
export const reconciliationLineResource = defineResource({
  baseUrl: '/bill/reconciliationLine',
  permission: 'bill:reconciliation',
  title: '对账明细',
  table: 'reconciliation_line',
  labelField: 'trackingNo',
  capabilities: { readOnly: true },
  defaultSort: { field: 'rowNumber', order: 'asc' },
  fields: {
    // Listed with the id fixed (the list API filters any declared field), so not on the search form.
    reconciliationId: { label: '对账单', kind: 'text', system: true, list: false, excel: false },
    rowNumber: shown('行号', 'integer', 60, { sortable: true }),
    trackingNo: shown('运单号', 'text', 150, { search: 'like' }),
    diffKind: shown('差异类型', 'dict', 100, { dictCode: 'recon_diff_kind', search: 'eq' }),
    theirWeight: shown('对方重量(kg)', 'weight', 100),
    ourWeight: shown('我方重量(kg)', 'weight', 100),
    weightDelta: shown('重量差', 'weight', 80),
    theirAmount: shown('对方金额', 'money', 90),
    ourAmount: shown('我方金额', 'money', 90),
    amountDelta: shown('金额差', 'money', 90),
    status: shown('处理状态', 'dict', 80, { dictCode: 'recon_line_status', search: 'eq' }),
    resolution: shown('处理方式', 'dict', 90, { dictCode: 'recon_resolution' }),
    settledAmount: shown('结算金额', 'money', 90),
    note: shown('处理说明', 'text', 160, { list: { width: 160, ellipsis: true } }),
    resolveBy: shown('处理人', 'text', 80),
    resolveTime: shown('处理时间', 'datetime', 150),
    createTime: { ...auditFields.createTime, label: '导入时间' },
  },
})
