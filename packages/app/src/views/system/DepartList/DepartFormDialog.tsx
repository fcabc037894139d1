import { FormDialog } from '../../../components/form/FormDialog'
import type { FieldSpec, FormValues } from '../../../components/form/fieldSpec'
import { type EntityFormProps, useEntityForm } from '../../../components/form/useEntityForm'

/** A department being added (parentId: under which) or edited. */
export interface DepartDraft {
  id: string
  parentId: string | null
  /** The parent's name, shown in the title when adding a child. */
  parentName?: string
  departName: string
  departOrder: number | null
  description: string | null
}

const fields: FieldSpec[] = [
  {
    name: 'departName',
    label: '机构名称',
    kind: 'text',
    rules: [
      { required: true, message: '请输入机构/部门名称!' },
      { validate: (v) => (v.trim().length > 100 ? '机构名称不能超过100个字符' : undefined), message: '' },
    ],
  },
  {
    name: 'departOrder',
    label: '排序',
    kind: 'text',
    rules: [{ pattern: /^\d{1,5}$/, message: '排序必须是0-99999的整数' }],
  },
  { name: 'description', label: '备注', kind: 'textarea' },
]

const toValues = (depart: Partial<DepartDraft>): FormValues => ({
  id: depart.id ?? '',
  parentId: depart.parentId ?? '',
  departName: depart.departName ?? '',
  departOrder: String(depart.departOrder ?? 0),
  description: depart.description ?? '',
})

const toBody = (values: FormValues) => ({
  id: values.id || undefined,
  parentId: values.parentId || null,
  departName: values.departName.trim(),
  departOrder: Number(values.departOrder || 0),
  description: values.description.trim() || null,
})

/** Where the dialog saves: 部门管理's JeecgBoot URLs, or a customer's (with `extra`: the customer's tenantId). */
export interface DepartSaveCalls {
  add: string
  edit: string
  extra?: Record<string, unknown>
}

const SYSTEM_CALLS: DepartSaveCalls = { add: '/sys/sysDepart/add', edit: '/sys/sysDepart/edit' }

/** Add a department (a root, or under the chosen one) or edit one. */
export function DepartFormDialog({
  row,
  onClose,
  onSaved,
  calls = SYSTEM_CALLS,
}: EntityFormProps<DepartDraft> & { calls?: DepartSaveCalls }) {
  const form = useEntityForm<DepartDraft>({
    row,
    fields,
    toValues,
    toBody: (values) => ({ ...toBody(values), ...calls.extra }),
    urls: calls,
    savedMessage: { add: '添加成功！', edit: '修改成功!' },
    onSaved,
  })
  const title = form.editing ? '编辑部门' : row?.parentName ? `添加下级部门 - ${row.parentName}` : '添加部门'
  return (
    <FormDialog
      open={row !== null}
      title={title}
      label="部门"
      fields={fields}
      form={form}
      columns={1}
      width={600}
      onClose={onClose}
    />
  )
}
