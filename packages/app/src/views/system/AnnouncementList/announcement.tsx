import { Badge } from '@fluentui/react-components'
import type { SysAnnouncement } from '@portico/contract'
import type { DataTableColumn } from '@portico/grid'
import type { FieldSpec } from '../../../components/form/fieldSpec'
import { PriorityTag } from '../../../components/notices/PriorityTag'

export const CATEGORY_OPTIONS = [
  { value: '1', text: '通知公告' },
  { value: '2', text: '系统消息' },
]
export const PRIORITY_OPTIONS = [
  { value: 'L', text: '低' },
  { value: 'M', text: '中' },
  { value: 'H', text: '高' },
]
export const TARGET_OPTIONS = [
  { value: 'ALL', text: '全体用户' },
  { value: 'USER', text: '指定用户' },
]
const STATUS: Record<string, { text: string; color: 'informative' | 'success' | 'subtle' }> = {
  '0': { text: '未发布', color: 'informative' },
  '1': { text: '已发布', color: 'success' },
  '2': { text: '已撤销', color: 'subtle' },
}
export const STATUS_OPTIONS = Object.entries(STATUS).map(([value, { text }]) => ({ value, text }))

const textOf = (options: { value: string; text: string }[], value: string | null | undefined) =>
  options.find((o) => o.value === value)?.text ?? value ?? ''

export const announcementSearchFields: FieldSpec[] = [
  { name: 'titile', label: '标题', kind: 'text' },
  { name: 'msgCategory', label: '消息类型', kind: 'select', options: CATEGORY_OPTIONS },
  { name: 'sendStatus', label: '发布状态', kind: 'select', options: STATUS_OPTIONS },
]

export const announcementColumns: DataTableColumn<SysAnnouncement>[] = [
  { key: 'titile', title: '标题', width: 240, ellipsis: true },
  {
    key: 'msgCategory',
    title: '消息类型',
    width: 100,
    render: (r) => textOf(CATEGORY_OPTIONS, r.msgCategory),
  },
  { key: 'priority', title: '优先级', width: 90, render: (r) => <PriorityTag priority={r.priority} /> },
  { key: 'msgType', title: '通告对象', width: 90, render: (r) => textOf(TARGET_OPTIONS, r.msgType) },
  {
    key: 'sendStatus',
    title: '发布状态',
    width: 100,
    render: (r) => {
      const status = STATUS[r.sendStatus ?? '']
      return status ? (
        <Badge appearance="tint" color={status.color}>
          {status.text}
        </Badge>
      ) : (
        r.sendStatus
      )
    },
  },
  { key: 'sender', title: '发布人', width: 90 },
  { key: 'sendTime', title: '发布时间', kind: 'datetime', width: 160, sortable: true },
]
