import { Badge, Button } from '@fluentui/react-components'
import type { AnnouncementSendModel } from '@portico/contract'
import type { DataTableColumn } from '@portico/grid'
import type { FieldSpec } from '../../../components/form/fieldSpec'
import { PriorityTag } from '../../../components/notices/PriorityTag'

const CATEGORY: Record<string, string> = { '1': '通知公告', '2': '系统消息' }

export const userAnnouncementSearchFields: FieldSpec[] = [
  { name: 'titile', label: '标题', kind: 'text' },
  {
    name: 'msgCategory',
    label: '消息类型',
    kind: 'select',
    options: Object.entries(CATEGORY).map(([value, text]) => ({ value, text })),
  },
  {
    name: 'readFlag',
    label: '阅读状态',
    kind: 'select',
    options: [
      { value: '0', text: '未读' },
      { value: '1', text: '已读' },
    ],
  },
]

export function userAnnouncementColumns(
  onView: (row: AnnouncementSendModel) => void,
): DataTableColumn<AnnouncementSendModel>[] {
  return [
    { key: 'titile', title: '标题', ellipsis: true },
    { key: 'msgCategory', title: '消息类型', width: 100, render: (row) => CATEGORY[row.msgCategory] ?? '' },
    { key: 'sender', title: '发布人', width: 100 },
    { key: 'sendTime', title: '发布时间', kind: 'datetime', width: 170 },
    {
      key: 'priority',
      title: '优先级',
      width: 100,
      render: (row) => <PriorityTag priority={row.priority} />,
    },
    {
      key: 'readFlag',
      title: '阅读状态',
      width: 100,
      render: (row) =>
        row.readFlag === '1' ? (
          <Badge appearance="outline" color="subtle">
            已读
          </Badge>
        ) : (
          <Badge appearance="filled" color="danger">
            未读
          </Badge>
        ),
    },
    {
      key: 'action',
      title: '操作',
      fixed: 'right',
      width: 90,
      render: (row) => (
        <Button
          size="small"
          appearance="transparent"
          onClick={() => onView(row)}
          aria-label={`查看 ${row.titile}`}
        >
          查看
        </Button>
      ),
    },
  ]
}
