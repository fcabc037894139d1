import { Badge } from '@fluentui/react-components'
import { JOB_STATUS_TEXT, type RecruitJob } from '@portico/contract'
import type { DataTableColumn } from '@portico/grid'
import { ListPage } from '../../components/ListPage/ListPage'
import type { ListPageProps } from '../../components/ListPage/ListPage.types'
import { JobFormDialog } from './JobFormDialog'
import { ADMIN } from './recruitAdminApi'

const STATUS_COLOR: Record<string, 'informative' | 'success' | 'danger'> = {
  '0': 'informative',
  '1': 'success',
  '2': 'danger',
}

const columns: DataTableColumn<RecruitJob>[] = [
  { key: 'jobName', title: '职位名称', sortable: true, width: 160 },
  { key: 'departName', title: '所属部门', width: 160 },
  { key: 'cityName', title: '工作城市', width: 100 },
  { key: 'headcount', title: '招聘人数', kind: 'integer', width: 90 },
  { key: 'salary', title: '薪资', width: 140 },
  {
    key: 'status',
    title: '状态',
    width: 90,
    render: (row) => (
      <Badge appearance="tint" color={STATUS_COLOR[row.status] ?? 'informative'}>
        {JOB_STATUS_TEXT[row.status] ?? row.status}
      </Badge>
    ),
  },
  { key: 'publishTime', title: '发布时间', kind: 'datetime', sortable: true, width: 160 },
]

const jobList: ListPageProps<RecruitJob> = {
  entity: '职位',
  measureWord: '个',
  rowLabel: (row) => row.jobName,
  urls: { list: `${ADMIN}/job/list`, delete: `${ADMIN}/job/delete`, deleteBatch: `${ADMIN}/job/deleteBatch` },
  permissionPrefix: 'recruit:job',
  searchFields: [
    { name: 'jobName', label: '职位名称', kind: 'text' },
    { name: 'status', label: '状态', kind: 'dict', dictCode: 'recruit_job_status' },
  ],
  columns,
  actionsWidth: 200,
  addLabel: '新增',
  form: JobFormDialog,
  rowActions: [
    {
      key: 'publish',
      permission: 'publish',
      label: (row) => (row.status === '1' ? '关闭' : '发布'),
      run: async (row, { http, notify, list }) => {
        const reply = await http.put(`${ADMIN}/job/${row.status === '1' ? 'close' : 'publish'}?id=${row.id}`)
        if (reply.success) notify.success(reply.message)
        else notify.warning(reply.message)
        list.reload()
      },
    },
  ],
}

/** 职位管理: add, edit, publish and close jobs (draft → 招聘中 → 已关闭). */
export default function JobListPage() {
  return <ListPage {...jobList} />
}
