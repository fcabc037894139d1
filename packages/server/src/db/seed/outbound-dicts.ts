import {
  BAG_STATUS_TEXT,
  NUMBER_POOL_KIND_TEXT,
  OUT_BATCH_STATUS_TEXT,
  SUPPLIER_BATCH_STEPS,
} from '@portico/contract'
import type { DictSeed } from './reference-data'

/** Dictionaries of out-store (bags, outbound batches), line-haul batches and number pools. */
export const OUTBOUND_DICTS: DictSeed[] = [
  { code: 'bag_status', name: '袋状态', items: Object.entries(BAG_STATUS_TEXT) },
  { code: 'out_batch_status', name: '出库批次状态', items: Object.entries(OUT_BATCH_STATUS_TEXT) },
  {
    code: 'supplier_batch_status',
    name: '供应商批次状态',
    items: SUPPLIER_BATCH_STEPS.map((step): [string, string] => [step.status, step.text]),
  },
  { code: 'number_pool_kind', name: '单号池类型', items: Object.entries(NUMBER_POOL_KIND_TEXT) },
]
