import { Badge } from '@fluentui/react-components'
import type { RecruitNotice } from '@portico/contract'
import type { DataTableColumn } from '@portico/grid'
import { FormDialog } from '../../components/form/FormDialog'
import type { FieldSpec, FormValues } from '../../components/form/fieldSpec'
import { type EntityFormProps, useEntityForm } from '../../components/form/useEntityForm'
import { ListPage } from '../../components/ListPage/ListPage'
import type { ListPageProps } from '../../components/ListPage/ListPage.types'
import { ADMIN } from './recruitAdminApi'

const fields: FieldSpec[] = [
  {
    name: 'title',
    label: '公告标题',
    kind: 'text',
    rules: [
      { required: true, message: '请输入公告标题!' },
      { validate: (v) => (v.length > 200 ? '公告标题最多200个字符' : undefined), message: '' },
    ],
  },
  { name: 'status', label: '状态', kind: 'dict', dictCode: 'recruit_notice_status' },
  { name: 'content', label: '公告内容', kind: 'richtext' },
]

const toValues = (notice: Partial<RecruitNotice>): FormValues => ({
  id: notice.id ?? '',
  title: notice.title ?? '',
  status: notice.status ?? '0',
  content: notice.content ?? '',
})

function NoticeFormDialog({ row, onClose, onSaved }: EntityFormProps<RecruitNotice>) {
  const form = useEntityForm<RecruitNotice>({
    row,
    fields,
    toValues,
    toBody: (values) => ({ ...values, id: values.id || undefined }),
    urls: { add: `${ADMIN}/notice/add`, edit: `${ADMIN}/notice/edit` },
    savedMessage: { add: '添加成功！', edit: '编辑成功!' },
    onSaved,
  })
  return (
    <FormDialog
      open={row !== null}
      title={form.editing ? '编辑招聘公告' : '新增招聘公告'}
      label="招聘公告"
      fields={fields}
      form={form}
      columns={1}
      onClose={onClose}
    />
  )
}

const columns: DataTableColumn<RecruitNotice>[] = [
  { key: 'title', title: '公告标题', width: 320, ellipsis: true },
  {
    key: 'status',
    title: '状态',
    width: 90,
    render: (row) => (
      <Badge appearance="tint" color={row.status === '1' ? 'success' : 'informative'}>
        {row.status === '1' ? '已发布' : '草稿'}
      </Badge>
    ),
  },
  { key: 'publishTime', title: '发布时间', kind: 'datetime', sortable: true, width: 160 },
  { key: 'createTime', title: '创建时间', kind: 'datetime', sortable: true, width: 160 },
]

const noticeList: ListPageProps<RecruitNotice> = {
  entity: '招聘公告',
  measureWord: '条',
  rowLabel: (row) => row.title,
  urls: {
    list: `${ADMIN}/notice/list`,
    delete: `${ADMIN}/notice/delete`,
    deleteBatch: `${ADMIN}/notice/deleteBatch`,
  },
  permissionPrefix: 'recruit:notice',
  searchFields: [
    { name: 'title', label: '公告标题', kind: 'text' },
    { name: 'status', label: '状态', kind: 'dict', dictCode: 'recruit_notice_status' },
  ],
  columns,
  actionsWidth: 140,
  addLabel: '新增',
  form: NoticeFormDialog,
}

/** 招聘公告: the notices the portal's 招聘公告 page lists once published. */
export default function NoticeListPage() {
  return <ListPage {...noticeList} />
}
