import type { ParcelEventCode } from './events'

/** 袋 status (dict bag_status). */
export const BAG_STATUS = { open: '0', closed: '1', dispatched: '2' } as const
export const BAG_STATUS_TEXT: Record<string, string> = { '0': '装袋中', '1': '已封袋', '2': '已出库' }

/** 出库批次 status (dict out_batch_status). */
export const OUT_BATCH_STATUS = { pending: '0', outStore: '1' } as const
export const OUT_BATCH_STATUS_TEXT: Record<string, string> = { '0': '待出库', '1': '已出库' }

/**
 * 供应商批次 steps, in order (dict supplier_batch_status): each step after `created` writes its event for every
 * parcel in the batch. A batch moves one step at a time, never back.
 */
export const SUPPLIER_BATCH_STEPS: readonly {
  status: string
  text: string
  action: string
  event?: ParcelEventCode
}[] = [
  { status: '0', text: '已创建', action: '创建' },
  { status: '1', text: '已交接', action: '交接承运商', event: 'HANDED_OVER' },
  { status: '2', text: '已启运', action: '启运', event: 'DEPARTED' },
  { status: '3', text: '已到达', action: '到达目的国', event: 'ARRIVED' },
  { status: '4', text: '已清关', action: '进口清关', event: 'IMPORT_CLEARED' },
  { status: '5', text: '已妥投', action: '妥投', event: 'DELIVERED' },
]

/** One step taken by a supplier batch, as recorded in its `steps` list. */
export interface SupplierBatchStep {
  status: string
  time: string
  timeZone: string
  location: string | null
  operator: string
}

/** 单号池 kinds (dict number_pool_kind). */
export const NUMBER_POOL_KIND_TEXT: Record<string, string> = { S10: 'S10号段', LIST: '预分配单号' }

/** Bag, outbound and line-haul batch numbers: prefix + yyMMdd + 4-digit sequence of the day, e.g. BG2611250001. */
export const OUTBOUND_NO_PREFIX = { bag: 'BG', outBatch: 'CK', supplierBatch: 'GX' } as const

/** 新增出库: scan bags (open, scan, close, label) and dispatch (create outbound batches, confirm out-store). */
export const OUT_STORE_PERMS = { scan: 'site:outstore:scan', dispatch: 'site:outstore:dispatch' } as const
/** 供应商批次 beyond its list: create over outbound batches, step forward. */
export const SUPPLIER_BATCH_PERMS = {
  create: 'logistics:supplierbatch:create',
  step: 'logistics:supplierbatch:step',
} as const
/** Shopee工具 tabs. */
export const SHOPEE_PERMS = {
  view: 'order:shopee:list',
  import: 'order:shopee:import',
  assign: 'order:shopee:assign',
  print: 'order:shopee:print',
} as const
