import { Badge } from '@fluentui/react-components'
import type { Page, RecruitJob } from '@portico/contract'
import type { DataTableColumn } from '@portico/grid'
import { useHttp } from '@portico/ui'
import { useCallback, useMemo, useState } from 'react'
import { useLoaded } from '../../components/form/useLoaded'
import { ListPage } from '../../components/ListPage/ListPage'
import type { ListPageProps } from '../../components/ListPage/ListPage.types'
import { STATUS_COLOR } from '../portal/pages/applicationStatus'
import { ApplicationDialog, type ApplicationRow } from './ApplicationDialog'
import { NoForm } from './noForm'
import { ADMIN } from './recruitAdminApi'

const columns: DataTableColumn<ApplicationRow>[] = [
  { key: 'name', title: '姓名', width: 100 },
  { key: 'phone', title: '手机号', width: 130 },
  { key: 'jobName', title: '投递职位', width: 180 },
  {
    key: 'status',
    title: '状态',
    width: 100,
    render: (row) => (
      <Badge appearance="tint" color={STATUS_COLOR[row.status] ?? 'informative'}>
        {row.status_dictText ?? row.status}
      </Badge>
    ),
  },
  { key: 'createTime', title: '投递时间', kind: 'datetime', sortable: true, width: 170 },
  { key: 'updateTime', title: '更新时间', kind: 'datetime', sortable: true, width: 170 },
]

/** 投递管理: applications by job, the résumé viewer, status changes with a message, export to Excel. */
export default function ApplicationListPage() {
  const http = useHttp()
  const [open, setOpen] = useState<{ row: ApplicationRow; reload: () => void } | null>(null)
  const loadJobs = useCallback(async () => {
    const reply = await http.get<Page<RecruitJob>>(`${ADMIN}/job/list`, {
      pageSize: 500,
      column: 'createTime',
    })
    return reply.result?.records ?? []
  }, [http])
  const jobs = useLoaded(loadJobs, '职位加载失败')

  const props = useMemo<ListPageProps<ApplicationRow>>(
    () => ({
      entity: '投递',
      measureWord: '条',
      rowLabel: (row) => `${row.name} ${row.jobName}`,
      // Applications are not deleted: the page grants no delete.
      urls: {
        list: `${ADMIN}/application/list`,
        delete: `${ADMIN}/application/delete`,
        deleteBatch: `${ADMIN}/application/deleteBatch`,
        exportXls: `${ADMIN}/application/exportXls`,
      },
      permissionPrefix: 'recruit:application',
      searchFields: [
        {
          name: 'jobId',
          label: '投递职位',
          kind: 'select',
          options: (jobs.data ?? []).map((job) => ({ value: job.id, text: job.jobName })),
        },
        { name: 'name', label: '姓名', kind: 'text' },
        { name: 'phone', label: '手机号', kind: 'text' },
        { name: 'status', label: '状态', kind: 'dict', dictCode: 'recruit_application_status' },
      ],
      columns,
      actionsWidth: 120,
      addLabel: '新增',
      form: NoForm,
      excelFileName: '投递记录',
      selectable: true,
      rowActions: [
        {
          key: 'handle',
          permission: 'list',
          label: '查看简历',
          run: (row, { list }) => setOpen({ row, reload: list.reload }),
        },
      ],
    }),
    [jobs.data],
  )

  return (
    <>
      <ListPage {...props} />
      {open && (
        <ApplicationDialog
          row={open.row}
          onClose={() => setOpen(null)}
          onMoved={() => {
            open.reload()
            setOpen(null)
          }}
        />
      )}
    </>
  )
}
