import type { SysAnnouncement } from '@portico/contract'
import { UserPicker } from '@portico/ui'
import { FormDialog } from '../../../components/form/FormDialog'
import type { FieldSpec, FormValues } from '../../../components/form/fieldSpec'
import { type EntityFormProps, useEntityForm } from '../../../components/form/useEntityForm'
import { CATEGORY_OPTIONS, PRIORITY_OPTIONS, TARGET_OPTIONS } from './announcement'

const BASE = '/sys/annountCement'

const afterStart = (end: string, values: FormValues) =>
  values.startTime && end < values.startTime ? '结束时间不能早于开始时间' : undefined

const fields: FieldSpec[] = [
  {
    name: 'titile',
    label: '标题',
    kind: 'text',
    rules: [
      { required: true, message: '请输入标题!' },
      { validate: (v) => (v.length > 100 ? '标题最多100个字符' : undefined), message: '' },
    ],
  },
  {
    name: 'msgCategory',
    label: '消息类型',
    kind: 'select',
    options: CATEGORY_OPTIONS,
    rules: [{ required: true, message: '请选择消息类型!' }],
  },
  { name: 'startTime', label: '开始时间', kind: 'date' },
  {
    name: 'endTime',
    label: '结束时间',
    kind: 'date',
    rules: [{ validate: afterStart, message: '' }],
  },
  {
    name: 'priority',
    label: '优先级',
    kind: 'select',
    options: PRIORITY_OPTIONS,
    rules: [{ required: true, message: '请选择优先级!' }],
  },
  {
    name: 'msgType',
    label: '通告对象',
    kind: 'select',
    options: TARGET_OPTIONS,
    rules: [{ required: true, message: '请选择通告对象!' }],
  },
  {
    name: 'userIds',
    label: '指定用户',
    kind: 'custom',
    visible: (values) => values.msgType === 'USER',
    rules: [{ required: true, message: '请选择指定用户!' }],
    render: ({ value, onChange }) => (
      <UserPicker
        value={value}
        multiple
        returnId
        onChange={(next) => onChange(next)}
        placeholder="请选择用户"
      />
    ),
  },
  { name: 'msgAbstract', label: '摘要', kind: 'textarea' },
  { name: 'msgContent', label: '内容', kind: 'richtext' },
]

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : '')

function toValues(row: Partial<SysAnnouncement>): FormValues {
  return {
    id: row.id ?? '',
    titile: row.titile ?? '',
    msgCategory: row.msgCategory ?? '1',
    startTime: day(row.startTime),
    endTime: day(row.endTime),
    priority: row.priority ?? 'L',
    msgType: row.msgType ?? 'ALL',
    userIds: (row.userIds ?? '').replace(/,+$/, ''),
    msgAbstract: row.msgAbstract ?? '',
    msgContent: row.msgContent ?? '',
  }
}

const toBody = (values: FormValues) => ({
  id: values.id || undefined,
  titile: values.titile.trim(),
  msgCategory: values.msgCategory,
  startTime: values.startTime ? `${values.startTime} 00:00:00` : null,
  endTime: values.endTime ? `${values.endTime} 23:59:59` : null,
  priority: values.priority,
  msgType: values.msgType,
  userIds: values.msgType === 'USER' ? values.userIds : null,
  msgAbstract: values.msgAbstract || null,
  msgContent: values.msgContent || null,
})

/** 新增 / 编辑 a 系统通告: rich-text content (sanitised by the server), to everyone or to chosen users. */
export function AnnouncementFormDialog({ row, onClose, onSaved }: EntityFormProps<SysAnnouncement>) {
  const form = useEntityForm<SysAnnouncement>({
    row,
    fields,
    toValues,
    toBody,
    urls: { add: `${BASE}/add`, edit: `${BASE}/edit` },
    savedMessage: { add: '添加成功！', edit: '修改成功!' },
    onSaved,
  })
  return (
    <FormDialog
      open={row !== null}
      title={form.editing ? '编辑通告' : '新增通告'}
      label="通告"
      fields={fields}
      form={form}
      onClose={onClose}
    />
  )
}
