import {
  BAG_LIFECYCLE,
  type BagAction,
  DECLARATION_LIFECYCLE,
  type DeclarationAction,
  OUT_BATCH_LIFECYCLE,
  type OutBatchAction,
  SUPPLIER_BATCH_LIFECYCLE,
  type SupplierBatchAction,
} from '@portico/contract'
import { customsDeclaration, logisticsBag, logisticsOutBatch, logisticsSupplierBatch } from '../../db/schema'
import type { GuardedRecord } from '../shared/status-guard'

/** Bags, outbound and line-haul batches and declarations as `moveRecords` / `lockForAction` guard them. */
export const GUARDED_BAG: GuardedRecord<typeof logisticsBag, BagAction> = {
  table: logisticsBag,
  numberKey: 'bagNo',
  machine: BAG_LIFECYCLE,
  missing: '袋不存在，请刷新后重试',
}

export const GUARDED_OUT_BATCH: GuardedRecord<typeof logisticsOutBatch, OutBatchAction> = {
  table: logisticsOutBatch,
  numberKey: 'batchNo',
  machine: OUT_BATCH_LIFECYCLE,
  missing: '出库批次不存在，请刷新后重试',
}

export const GUARDED_SUPPLIER_BATCH: GuardedRecord<typeof logisticsSupplierBatch, SupplierBatchAction> = {
  table: logisticsSupplierBatch,
  numberKey: 'batchNo',
  machine: SUPPLIER_BATCH_LIFECYCLE,
  missing: '供应商批次不存在',
}

export const GUARDED_DECLARATION: GuardedRecord<typeof customsDeclaration, DeclarationAction> = {
  table: customsDeclaration,
  numberKey: 'declarationNo',
  machine: DECLARATION_LIFECYCLE,
  missing: '所选报关单不存在，可能已被删除',
}
