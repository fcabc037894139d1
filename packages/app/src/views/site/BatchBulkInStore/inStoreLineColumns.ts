import {
  IN_STORE_LIMITS,
  IN_STORE_PIECES_MESSAGE,
  IN_STORE_REMARK_MESSAGE,
  IN_STORE_TRACKING_MESSAGE,
  IN_STORE_TRACKING_PATTERN,
  IN_STORE_WEIGHT_MESSAGE,
  isInStorePieces,
  isInStoreWeight,
} from '@portico/contract'
import type { EditableColumn, EditableColumnOption } from '@portico/grid'

/** The table's `socketKey` on a batch's sync page. */
export const IN_STORE_LINES_SOCKET_KEY = 'in-store-lines'

/**
 * The columns of a batch's lines, with the rules the server applies too (@portico/contract), so a clerk sees a failing
 * cell before saving. `channels`: the logistics_channel dictionary.
 */
export function inStoreLineColumns(channels: EditableColumnOption[]): EditableColumn[] {
  return [
    {
      key: 'trackingNo',
      title: '运单号',
      type: 'input',
      width: 210,
      placeholder: '扫码或输入运单号',
      validateRules: [
        { required: true, message: '请输入运单号' },
        { pattern: IN_STORE_TRACKING_PATTERN, message: IN_STORE_TRACKING_MESSAGE },
        { unique: true, message: '运单号不能重复' },
      ],
    },
    {
      key: 'weight',
      title: '重量(kg)',
      type: 'inputNumber',
      width: 140,
      statistics: 'sum',
      validateRules: [
        { required: true, message: '请输入重量(kg)' },
        { handler: (value) => isInStoreWeight(value), message: IN_STORE_WEIGHT_MESSAGE },
      ],
    },
    {
      key: 'pieces',
      title: '件数',
      type: 'inputNumber',
      width: 110,
      defaultValue: 1,
      statistics: 'sum',
      validateRules: [
        { required: true, message: '请输入件数' },
        { handler: (value) => isInStorePieces(value), message: IN_STORE_PIECES_MESSAGE },
      ],
    },
    {
      key: 'channel',
      title: '渠道',
      type: 'select',
      width: 160,
      options: channels,
      validateRules: [{ required: true, message: '请选择渠道' }],
    },
    {
      key: 'remark',
      title: '备注',
      type: 'input',
      validateRules: [
        {
          handler: (value) => String(value ?? '').length <= IN_STORE_LIMITS.remarkLength,
          message: IN_STORE_REMARK_MESSAGE,
        },
      ],
    },
  ]
}
