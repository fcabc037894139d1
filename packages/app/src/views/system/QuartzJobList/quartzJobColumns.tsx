import { Badge } from '@fluentui/react-components'
import type { DataTableColumn } from '@portico/grid'
import { JOB_RUNNING, type QuartzJob, type QuartzJobRun } from './quartzJob.types'

/** The 定时任务 list's columns; the list page adds 操作. */
export const quartzJobColumns: DataTableColumn<QuartzJob>[] = [
  { key: 'jobClassName', title: '任务类名', sortable: true, width: 170, ellipsis: true },
  { key: 'cronExpression', title: 'Cron表达式', kind: 'code' },
  { key: 'description', title: '描述', width: 130, ellipsis: true },
  {
    key: 'status',
    title: '状态',
    width: 60,
    render: (job) => (
      <Badge appearance="tint" color={job.status === JOB_RUNNING ? 'success' : 'informative'}>
        {job.status_dictText || (job.status === JOB_RUNNING ? '正常' : '停止')}
      </Badge>
    ),
  },
  { key: 'nextFireTime', title: '下次执行时间', kind: 'datetime', width: 140 },
]

const RESULT_TEXT: Record<QuartzJobRun['result'], string> = {
  running: '执行中',
  success: '成功',
  failed: '失败',
}
const RESULT_COLOR = { running: 'brand', success: 'success', failed: 'danger' } as const

export const quartzJobRunColumns: DataTableColumn<QuartzJobRun>[] = [
  {
    key: 'triggerType',
    title: '触发方式',
    width: 90,
    render: (run) => (run.triggerType === 'manual' ? '立即执行' : run.misfire ? '补偿执行' : '定时'),
  },
  { key: 'fireTime', title: '计划时间', kind: 'datetime', width: 160 },
  { key: 'startTime', title: '开始时间', kind: 'datetime', width: 160 },
  { key: 'endTime', title: '结束时间', kind: 'datetime', width: 160 },
  {
    key: 'duration',
    kind: 'integer',
    title: '耗时(ms)',
    width: 90,
    render: (run) => (run.duration === null ? '' : String(run.duration)),
  },
  {
    key: 'result',
    title: '结果',
    width: 80,
    render: (run) => (
      <Badge appearance="tint" color={RESULT_COLOR[run.result]}>
        {RESULT_TEXT[run.result]}
      </Badge>
    ),
  },
  { key: 'message', title: '信息', width: 260, ellipsis: true },
]
