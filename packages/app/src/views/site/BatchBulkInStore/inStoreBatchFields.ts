import {
  IN_STORE_CHANNEL_DICT,
  IN_STORE_LIMITS,
  IN_STORE_REMARK_MESSAGE,
  IN_STORE_STATUS_DICT,
} from '@portico/contract'
import type { FieldSpec } from '../../../components/form/fieldSpec'

export const inStoreSearchFields: FieldSpec[] = [
  { name: 'batchNo', label: '批次号', kind: 'text' },
  { name: 'status', label: '状态', kind: 'dict', dictCode: IN_STORE_STATUS_DICT },
]

/** 新建批次: the number is the server's; a default channel saves choosing it on every scanned line. */
export const inStoreBatchFormFields: FieldSpec[] = [
  { name: 'defaultChannel', label: '默认渠道', kind: 'dict', dictCode: IN_STORE_CHANNEL_DICT },
  {
    name: 'remark',
    label: '备注',
    kind: 'textarea',
    placeholder: '如：早班顺丰揽收、3号月台',
    rules: [
      {
        validate: (value) =>
          value.length > IN_STORE_LIMITS.remarkLength ? IN_STORE_REMARK_MESSAGE : undefined,
        message: '',
      },
    ],
  },
]
