import { categoryResource, type SysCategory } from '@portico/contract'
import { FormDialog } from '../../../components/form/FormDialog'
import type { FieldSpec, FormValues } from '../../../components/form/fieldSpec'
import { type EntityFormProps, useEntityForm } from '../../../components/form/useEntityForm'

/** A category being added (`pid`, under which) or edited. */
export interface CategoryDraft extends Partial<SysCategory> {
  parentName?: string
  parentCode?: string
}

const base = categoryResource.baseUrl

const fields: FieldSpec[] = [
  {
    name: 'name',
    label: '类型名称',
    kind: 'text',
    rules: [
      { required: true, message: '请输入类型名称!' },
      { validate: (v) => (v.trim().length > 100 ? '类型名称不能超过100个字符' : undefined), message: '' },
    ],
  },
  {
    name: 'code',
    label: '类型编码',
    kind: 'text',
    placeholder: '留空由系统按上级编码自动生成',
    rules: [
      { pattern: /^[A-Za-z0-9]{1,100}$/, message: '类型编码只能包含字母和数字' },
      {
        validate: (v, values) =>
          values.parentCode && !v.startsWith(values.parentCode)
            ? `编码不符合规范,须以"${values.parentCode}"开头!`
            : undefined,
        message: '',
      },
    ],
  },
]

const toValues = (row: CategoryDraft): FormValues => ({
  id: row.id ?? '',
  pid: row.pid ?? '0',
  name: row.name ?? '',
  code: row.code ?? '',
  parentCode: row.parentCode ?? '',
})

const toBody = (values: FormValues) => ({
  id: values.id || undefined,
  pid: values.pid,
  name: values.name.trim(),
  code: values.code.trim() || null,
})

/** Add a category (a root, or under the chosen one; the server generates the code when left blank) or edit one. */
export function CategoryFormDialog({
  row,
  onClose,
  onSaved,
}: EntityFormProps<CategoryDraft & { id: string }>) {
  const form = useEntityForm<CategoryDraft & { id: string }>({
    row,
    fields,
    toValues,
    toBody,
    urls: { add: `${base}/add`, edit: `${base}/edit` },
    savedMessage: { add: '添加成功！', edit: '编辑成功!' },
    onSaved,
  })
  const title = form.editing ? '编辑分类' : row?.parentName ? `添加下级 - ${row.parentName}` : '添加分类'
  return (
    <FormDialog
      open={row !== null}
      title={title}
      label="分类"
      fields={fields}
      form={form}
      columns={1}
      width={560}
      onClose={onClose}
    />
  )
}
