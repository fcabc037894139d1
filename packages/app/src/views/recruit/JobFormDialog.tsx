import type { RecruitJob } from '@portico/contract'
import { useMemo } from 'react'
import { FormDialog } from '../../components/form/FormDialog'
import type { FieldSpec, FormValues } from '../../components/form/fieldSpec'
import { type EntityFormProps, useEntityForm } from '../../components/form/useEntityForm'
import { useLoaded } from '../../components/form/useLoaded'
import { ADMIN, provincesWithCities } from './recruitAdminApi'

const DEGREES = ['不限', '高中', '中专', '大专', '本科', '硕士', '博士']

function toValues(job: Partial<RecruitJob>): FormValues {
  return {
    id: job.id ?? '',
    jobName: job.jobName ?? '',
    departId: job.departId ?? '',
    provinceId: job.provinceId ?? '20',
    cityId: job.cityId ?? '',
    headcount: job.headcount ? String(job.headcount) : '1',
    salary: job.salary ?? '',
    education: job.education ?? '',
    requirements: job.requirements ?? '',
  }
}

const toBody = (values: FormValues) => ({
  ...values,
  id: values.id || undefined,
  departId: values.departId || null,
  headcount: Number(values.headcount),
})

/** 新增 / 编辑职位: department from the org tree, city, headcount, requirements in rich text. */
export function JobFormDialog({ row, onClose, onSaved }: EntityFormProps<RecruitJob>) {
  const regions = useLoaded(provincesWithCities, '城市加载失败')
  // The rules do not depend on the province; only the city options do.
  const baseFields = useMemo(() => jobFields(regions.data ?? [], ''), [regions.data])
  const form = useEntityForm<RecruitJob>({
    row,
    fields: baseFields,
    toValues,
    toBody,
    urls: { add: `${ADMIN}/job/add`, edit: `${ADMIN}/job/edit` },
    savedMessage: { add: '添加成功！', edit: '编辑成功!' },
    onSaved,
  })
  const fields = jobFields(regions.data ?? [], form.values.provinceId ?? '')
  return (
    <FormDialog
      open={row !== null}
      title={form.editing ? '编辑职位' : '新增职位'}
      label="职位"
      fields={fields}
      form={form}
      loading={regions.data === null && regions.error === null}
      onClose={onClose}
    />
  )
}

function jobFields(
  regions: Awaited<ReturnType<typeof provincesWithCities>>,
  provinceId: string,
): FieldSpec[] {
  const cities = regions.find((p) => p.id === provinceId)?.cities ?? []
  return [
    {
      name: 'jobName',
      label: '职位名称',
      kind: 'text',
      rules: [
        { required: true, message: '请输入职位名称!' },
        { validate: (v) => (v.length > 100 ? '职位名称最多100个字符' : undefined), message: '' },
      ],
    },
    { name: 'departId', label: '所属部门', kind: 'depart' },
    {
      name: 'provinceId',
      label: '省份',
      kind: 'select',
      options: regions.map((p) => ({ value: p.id, text: p.name })),
      rules: [{ required: true, message: '请选择省份!' }],
    },
    {
      name: 'cityId',
      label: '城市',
      kind: 'select',
      options: cities.map((c) => ({ value: c.id, text: c.name })),
      // The city must belong to the province: the server checks it (the options already offer only those).
      rules: [{ required: true, message: '请选择城市!' }],
    },
    {
      name: 'headcount',
      label: '招聘人数',
      kind: 'text',
      rules: [
        { required: true, message: '请输入招聘人数!' },
        { pattern: /^[1-9]\d{0,3}$/, message: '招聘人数应为1-9999的整数' },
      ],
    },
    { name: 'salary', label: '薪资', kind: 'text', placeholder: '如 5000-8000元/月' },
    {
      name: 'education',
      label: '学历要求',
      kind: 'select',
      options: DEGREES.map((d) => ({ value: d, text: d })),
    },
    { name: 'requirements', label: '岗位要求', kind: 'richtext' },
  ]
}
