import { quartzActions } from '@portico/contract'
import { useMemo, useState } from 'react'
import { callAction } from '../../../api/callAction'
import type { FieldSpec } from '../../../components/form/fieldSpec'
import { ListPage } from '../../../components/ListPage/ListPage'
import type { ListPageContext, ListPageProps } from '../../../components/ListPage/ListPage.types'
import { QuartzJobFormDialog } from './QuartzJobFormDialog'
import { QuartzJobRunsDialog } from './QuartzJobRunsDialog'
import { JOB_RUNNING, type QuartzJob } from './quartzJob.types'
import { quartzJobColumns } from './quartzJobColumns'

type Context = ListPageContext<QuartzJob>

const searchFields: FieldSpec[] = [
  { name: 'jobClassName', label: '任务类名', kind: 'text' },
  { name: 'status', label: '任务状态', kind: 'dict', dictCode: 'quartz_status' },
]

type JobCall = 'pause' | 'resume' | 'execute'

async function callAndReload({ http, notify, list }: Context, call: JobCall, id: string) {
  const reply = await callAction(http, quartzActions[call], { query: { id } })
  if (reply.success) {
    notify.success(reply.result ? `${reply.message} ${reply.result}` : reply.message)
  } else notify.warning(reply.message)
  await list.reload()
}

function toggle(job: QuartzJob, context: Context) {
  const stop = job.status === JOB_RUNNING
  context.confirm({
    content: stop ? `确定停止任务 ${job.jobClassName} 吗?` : `确定启动任务 ${job.jobClassName} 吗?`,
    onConfirm: () => callAndReload(context, stop ? 'pause' : 'resume', job.id),
  })
}

function executeNow(job: QuartzJob, context: Context) {
  context.confirm({
    content: `确定立即执行任务 ${job.jobClassName} 一次吗?`,
    onConfirm: () => callAndReload(context, 'execute', job.id),
  })
}

/** 定时任务: the jobs the server's scheduler fires, 启动/停止, 立即执行 and each job's 运行日志 (spec: quartz job). */
export default function QuartzJobListPage() {
  const [runsOf, setRunsOf] = useState<QuartzJob | null>(null)
  const page = useMemo<ListPageProps<QuartzJob>>(
    () => ({
      entity: '定时任务',
      measureWord: '个',
      rowLabel: (job) => job.jobClassName,
      urls: {
        list: quartzActions.list.path,
        delete: quartzActions.delete.path,
        deleteBatch: quartzActions.deleteBatch.path,
      },
      permissionPrefix: 'system:quartzJob',
      searchFields,
      columns: quartzJobColumns,
      actionsWidth: 400,
      addLabel: '新增',
      form: QuartzJobFormDialog,
      rowActions: [
        {
          key: 'toggle',
          permission: 'start',
          label: (job) => (job.status === JOB_RUNNING ? '停止' : '启动'),
          run: toggle,
        },
        { key: 'execute', permission: 'execute', label: '立即执行', run: executeNow },
        { key: 'runs', permission: 'list', label: '运行日志', run: (job) => setRunsOf(job) },
      ],
    }),
    [],
  )
  return (
    <>
      <ListPage {...page} />
      <QuartzJobRunsDialog job={runsOf} onClose={() => setRunsOf(null)} />
    </>
  )
}
