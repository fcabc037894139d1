import type { StatusMachine, StatusTransition } from '../status-machine'
import { CUSTOMS_STATUS_TEXT, type CustomsStatus } from './customs'
import type { ParcelEventCode } from './events'
import { BAG_STATUS_TEXT, OUT_BATCH_STATUS_TEXT, SUPPLIER_BATCH_STEPS } from './outbound'

/**
 * The lifecycles of the records that carry parcels: bags, outbound batches, line-haul (supplier) batches and customs
 * declarations. The server changes their status only through these tables (services/shared/status-guard.ts), so a
 * step out of order is refused (409, nothing written) wherever it comes from.
 */

export type BagStatus = '0' | '1' | '2'
export const BAG_LIFECYCLE: StatusMachine<BagStatus, 'scan' | 'close' | 'batch' | 'dispatch'> = {
  noun: '袋',
  statusText: BAG_STATUS_TEXT as Record<BagStatus, string>,
  transitions: {
    scan: { label: '装入包裹', from: ['0'], to: '0', who: '装袋扫描' },
    close: { label: '封袋', from: ['0'], to: '1', who: '装袋扫描（封袋）' },
    batch: { label: '加入出库批次', from: ['1'], to: '1', who: '出库批次' },
    dispatch: { label: '出库', from: ['1'], to: '2', who: '确认出库' },
  },
}
export type BagAction = keyof typeof BAG_LIFECYCLE.transitions

export type OutBatchStatus = '0' | '1'
export const OUT_BATCH_LIFECYCLE: StatusMachine<OutBatchStatus, 'confirm' | 'carry' | 'declare'> = {
  noun: '出库批次',
  statusText: OUT_BATCH_STATUS_TEXT as Record<OutBatchStatus, string>,
  transitions: {
    confirm: { label: '确认出库', from: ['0'], to: '1', who: '确认出库' },
    carry: { label: '组供应商批次', from: ['1'], to: '1', who: '供应商批次（新建）' },
    declare: { label: '生成报关数据', from: ['1'], to: '1', who: '报关数据批次（新建）' },
  },
}
export type OutBatchAction = keyof typeof OUT_BATCH_LIFECYCLE.transitions

/** A line-haul step: each moves the batch from the step before it, and writes its event for every parcel. */
export type SupplierBatchAction = Extract<
  ParcelEventCode,
  'HANDED_OVER' | 'DEPARTED' | 'ARRIVED' | 'IMPORT_CLEARED' | 'DELIVERED'
>
export const SUPPLIER_BATCH_LIFECYCLE: StatusMachine<string, SupplierBatchAction> = {
  noun: '供应商批次',
  statusText: Object.fromEntries(SUPPLIER_BATCH_STEPS.map((step) => [step.status, step.text])),
  transitions: Object.fromEntries(
    SUPPLIER_BATCH_STEPS.slice(1).map((step, index) => [
      step.event,
      {
        label: step.action,
        from: [SUPPLIER_BATCH_STEPS[index]!.status],
        to: step.status,
        who: '供应商批次（下一步）',
      },
    ]),
  ) as Record<SupplierBatchAction, StatusTransition>,
}

/** The line-haul step that leads to `status`, if any. */
export function supplierBatchActionTo(status: string): SupplierBatchAction | undefined {
  return (Object.keys(SUPPLIER_BATCH_LIFECYCLE.transitions) as SupplierBatchAction[]).find(
    (action) => SUPPLIER_BATCH_LIFECYCLE.transitions[action].to === status,
  )
}

/** Payment and waybill data may be corrected only while the declaration may be (re)submitted. */
export const DECLARATION_LIFECYCLE: StatusMachine<
  CustomsStatus,
  'submit' | 'inspect' | 'release' | 'hold' | 'return'
> = {
  noun: '报关单',
  statusText: CUSTOMS_STATUS_TEXT,
  transitions: {
    submit: { label: '申报', from: ['0', '4'], to: '1', who: '电商报关单（申报）' },
    inspect: { label: '布控查验', from: ['1'], to: '2', who: '布控 / 海关回执（500 查验）' },
    release: { label: '放行', from: ['1', '2'], to: '3', who: '海关回执（800 放行） / 查验放行' },
    hold: { label: '扣留', from: ['2'], to: '2', who: '查验扣留（包裹海关扣留）' },
    return: { label: '退单', from: ['1', '2'], to: '4', who: '海关回执（100 退单） / 查验退运' },
  },
}
export type DeclarationAction = keyof typeof DECLARATION_LIFECYCLE.transitions
