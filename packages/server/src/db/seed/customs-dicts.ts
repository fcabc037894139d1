import { DEDUCT_TYPE_TEXT } from '@portico/contract'
import type { DictSeed } from './reference-data'

/** Dictionaries of 报关管理 (customs_status and customs_mode are seeded with the platform's and logistics'). */
export const CUSTOMS_DICTS: DictSeed[] = [
  {
    code: 'inspection_status',
    name: '查验状态',
    items: [
      ['0', '待查验'],
      ['1', '已处理'],
    ],
  },
  {
    code: 'inspection_result',
    name: '查验结果',
    items: [
      ['RELEASE', '放行'],
      ['HOLD', '扣留'],
      ['RETURN', '退运'],
    ],
  },
  {
    code: 'deduct_type',
    name: '扣款类型',
    items: Object.entries(DEDUCT_TYPE_TEXT),
  },
]
