import type { SysDictItem } from '@portico/contract'
import { useHttp } from '@portico/ui'
import { useMemo } from 'react'
import { FormDialog } from '../../../components/form/FormDialog'
import type { FieldSpec, FormValues } from '../../../components/form/fieldSpec'
import { type EntityFormProps, useEntityForm } from '../../../components/form/useEntityForm'

const toValues = (item: Partial<SysDictItem>): FormValues => ({
  id: item.id ?? '',
  dictId: item.dictId ?? '',
  itemText: item.itemText ?? '',
  itemValue: item.itemValue ?? '',
  description: item.description ?? '',
  sortOrder: String(item.sortOrder ?? 1),
  status: String(item.status ?? 1),
})

const toBody = (values: FormValues) => ({
  ...values,
  id: values.id || undefined,
  sortOrder: Number(values.sortOrder || 0),
  status: Number(values.status),
})

/** Add or edit an item of a dictionary; the value is checked unique in the dictionary on blur. */
export function DictItemFormDialog({ row, onClose, onSaved }: EntityFormProps<SysDictItem>) {
  const http = useHttp()
  const fields = useMemo<FieldSpec[]>(
    () => [
      { name: 'itemText', label: '名称', kind: 'text', rules: [{ required: true, message: '请输入名称!' }] },
      {
        name: 'itemValue',
        label: '数据值',
        kind: 'text',
        rules: [{ required: true, message: '请输入数据值!' }],
        asyncValidate: async (value, values) => {
          const reply = await http.get('/sys/dictItem/dictItemCheck', {
            dictId: values.dictId,
            itemValue: value.trim(),
            id: values.id || undefined,
          })
          return reply.success ? undefined : reply.message
        },
      },
      { name: 'description', label: '描述', kind: 'textarea' },
      {
        name: 'sortOrder',
        label: '排序值',
        kind: 'text',
        rules: [{ pattern: /^\d{1,5}$/, message: '排序值须为0-99999的整数' }],
      },
      {
        name: 'status',
        label: '是否启用',
        kind: 'select',
        options: [
          { value: '1', text: '启用' },
          { value: '0', text: '不启用' },
        ],
      },
    ],
    [http],
  )
  const form = useEntityForm<SysDictItem>({
    row,
    fields,
    toValues,
    toBody,
    urls: { add: '/sys/dictItem/add', edit: '/sys/dictItem/edit' },
    savedMessage: { add: '保存成功！', edit: '编辑成功!' },
    onSaved,
  })
  async function checkAsync(name: string) {
    const spec = fields.find((f) => f.name === name)
    const value = form.values[name] ?? ''
    if (!spec?.asyncValidate || !value || form.errors[name]) return
    const message = await spec.asyncValidate(value, form.values)
    form.setErrors((current) => ({ ...current, [name]: message }))
  }

  return (
    <FormDialog
      open={row !== null}
      onBlur={checkAsync}
      title={form.editing ? '编辑字典项' : '新增字典项'}
      label="字典项"
      fields={fields}
      form={form}
      columns={1}
      width={560}
      onClose={onClose}
    />
  )
}
