import { Badge } from '@fluentui/react-components'
import type { DataTableColumn } from '@portico/grid'
import type { FieldSpec } from '../../../components/form/fieldSpec'

/** A sys_sms row as /sys/message/sysMessage/list answers it. */
export interface MessageRow {
  id: string
  esTitle: string | null
  esType: string
  esType_dictText: string
  esReceiver: string
  esContent: string
  esParam: string | null
  esSendTime: string | null
  esSendStatus: string
  esSendStatus_dictText: string
  esSendNum: number
  esResult: string | null
  templateCode: string | null
  createBy: string | null
  createTime: string
}

export const MESSAGE_TYPE_OPTIONS = [
  { value: '1', text: '短信' },
  { value: '2', text: '邮件' },
  { value: '4', text: '系统' },
]
export const SEND_STATUS_OPTIONS = [
  { value: '0', text: '未发送' },
  { value: '1', text: '发送成功' },
  { value: '2', text: '发送失败' },
]
const STATUS_COLOR: Record<string, 'informative' | 'success' | 'danger'> = {
  '0': 'informative',
  '1': 'success',
  '2': 'danger',
}

export function SendStatus({ row }: { row: MessageRow }) {
  return (
    <Badge appearance="tint" color={STATUS_COLOR[row.esSendStatus] ?? 'informative'}>
      {row.esSendStatus_dictText}
    </Badge>
  )
}

export const messageSearchFields: FieldSpec[] = [
  { name: 'esTitle', label: '消息标题', kind: 'text' },
  { name: 'esReceiver', label: '接收人', kind: 'text' },
  { name: 'esType', label: '发送方式', kind: 'select', options: MESSAGE_TYPE_OPTIONS },
  { name: 'esSendStatus', label: '发送状态', kind: 'select', options: SEND_STATUS_OPTIONS },
]

export const messageQuery = (query: Record<string, unknown>) => ({
  ...query,
  esTitle: query.esTitle ? `*${query.esTitle}*` : undefined,
  esReceiver: query.esReceiver ? `*${query.esReceiver}*` : undefined,
})

export const messageColumns: DataTableColumn<MessageRow>[] = [
  { key: 'esTitle', title: '消息标题', width: 120, ellipsis: true },
  { key: 'esType', title: '方式', width: 64, render: (r) => r.esType_dictText },
  { key: 'esReceiver', title: '接收人', width: 170, ellipsis: true },
  { key: 'esContent', title: '发送内容', width: 190, ellipsis: true },
  { key: 'esSendStatus', title: '发送状态', width: 96, render: (r) => <SendStatus row={r} /> },
  { key: 'esResult', title: '结果', width: 150, ellipsis: true },
  { key: 'esSendTime', title: '发送时间', kind: 'datetime', width: 156, sortable: true },
]
