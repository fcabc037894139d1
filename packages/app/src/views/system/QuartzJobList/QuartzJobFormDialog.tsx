import { quartzActions } from '@portico/contract'
import { useHttp } from '@portico/ui'
import { useCallback, useMemo } from 'react'
import { callAction } from '../../../api/callAction'
import { FormDialog } from '../../../components/form/FormDialog'
import type { FieldSpec, FormValues } from '../../../components/form/fieldSpec'
import { type EntityFormProps, useEntityForm } from '../../../components/form/useEntityForm'
import { useLoaded } from '../../../components/form/useLoaded'
import { CronField } from './CronField'
import type { JobClassOption, QuartzJob } from './quartzJob.types'

function toValues(job: Partial<QuartzJob>): FormValues {
  return {
    id: job.id ?? '',
    jobClassName: job.jobClassName ?? '',
    cronExpression: job.cronExpression ?? '',
    parameter: job.parameter ?? '',
    description: job.description ?? '',
    status: String(job.status ?? 0),
  }
}

function toBody(values: FormValues) {
  return {
    id: values.id || undefined,
    jobClassName: values.jobClassName,
    cronExpression: values.cronExpression.trim(),
    parameter: values.parameter.trim() || null,
    description: values.description.trim() || null,
    status: Number(values.status || 0),
  }
}

function jobFields(classes: JobClassOption[]): FieldSpec[] {
  return [
    {
      name: 'jobClassName',
      label: '任务类名',
      kind: 'select',
      options: classes.map((c) => ({ value: c.value, text: `${c.text}（${c.value}）` })),
      rules: [{ required: true, message: '请选择任务类名!' }],
    },
    { name: 'status', label: '状态', kind: 'dict', dictCode: 'quartz_status' },
    {
      name: 'cronExpression',
      label: 'Cron表达式',
      kind: 'custom',
      render: (control) => <CronField {...control} />,
      rules: [{ required: true, message: '请输入cron表达式!' }],
    },
    {
      name: 'parameter',
      label: '参数',
      kind: 'text',
      placeholder: '任务参数',
      rules: [{ validate: (v) => (v.length > 255 ? '参数最多255个字符' : undefined), message: '' }],
    },
    {
      name: 'description',
      label: '描述',
      kind: 'textarea',
      rules: [{ validate: (v) => (v.length > 255 ? '描述最多255个字符' : undefined), message: '' }],
    },
  ]
}

/** Add or edit a 定时任务: the job class, the cron expression (builder dialog and fire-time preview), its 参数. */
export function QuartzJobFormDialog({ row, onClose, onSaved }: EntityFormProps<QuartzJob>) {
  const http = useHttp()
  const open = row !== null
  const loadClasses = useCallback(async () => {
    if (!open) return null
    const reply = await callAction(http, quartzActions.jobClassList)
    if (!reply.success) throw new Error(reply.message)
    return reply.result ?? []
  }, [http, open])
  const classes = useLoaded(loadClasses, '任务类名加载失败')
  const fields = useMemo(() => jobFields(classes.data ?? []), [classes.data])
  const form = useEntityForm<QuartzJob>({
    row,
    fields,
    toValues,
    toBody,
    urls: { add: quartzActions.add.path, edit: quartzActions.edit.path },
    savedMessage: { add: '创建定时任务成功', edit: '更新定时任务成功!' },
    onSaved,
  })
  return (
    <FormDialog
      open={open}
      title={form.editing ? '编辑定时任务' : '新增定时任务'}
      label="定时任务"
      fields={fields}
      form={form}
      loading={open && classes.data === null && classes.error === null}
      onClose={onClose}
    />
  )
}
