import { DATA_RULE_CONDITIONS, DATA_RULE_VARIABLES, type SysPermissionDataRule } from '@portico/contract'
import { FormDialog } from '../../../components/form/FormDialog'
import type { FieldSpec, FormValues } from '../../../components/form/fieldSpec'
import { type EntityFormProps, useEntityForm } from '../../../components/form/useEntityForm'

const fields: FieldSpec[] = [
  {
    name: 'ruleName',
    label: '规则名称',
    kind: 'text',
    rules: [{ required: true, message: '请输入规则名称!' }],
  },
  {
    name: 'ruleColumn',
    label: '规则字段',
    kind: 'text',
    placeholder: '列表的字段名（实体属性），如 createBy',
    rules: [
      { required: true, message: '请输入规则字段!' },
      { pattern: /^[a-z][A-Za-z0-9]*$/, message: '字段名须为小写字母开头的属性名，如 createBy' },
    ],
  },
  {
    name: 'ruleConditions',
    label: '条件规则',
    kind: 'select',
    options: DATA_RULE_CONDITIONS.map((c) => ({ value: c.value, text: `${c.value}（${c.text}）` })),
    rules: [{ required: true, message: '请选择条件规则!' }],
  },
  {
    name: 'ruleValue',
    label: '规则值',
    kind: 'text',
    placeholder: `可用变量：${DATA_RULE_VARIABLES.map((v) => `${v.value} ${v.text}`).join('，')}；在…中 用逗号分隔`,
    rules: [{ required: true, message: '请输入规则值!' }],
  },
  {
    name: 'status',
    label: '状态',
    kind: 'select',
    options: [
      { value: '1', text: '有效' },
      { value: '0', text: '无效' },
    ],
  },
]

const toValues = (rule: Partial<SysPermissionDataRule>): FormValues => ({
  id: rule.id ?? '',
  permissionId: rule.permissionId ?? '',
  ruleName: rule.ruleName ?? '',
  ruleColumn: rule.ruleColumn ?? '',
  ruleConditions: rule.ruleConditions ?? '=',
  ruleValue: rule.ruleValue ?? '',
  status: rule.status ?? '1',
})

const toBody = (values: FormValues) => ({ ...values, id: values.id || undefined })

/** Add or edit one 数据权限 rule of a menu. */
export function DataRuleFormDialog({ row, onClose, onSaved }: EntityFormProps<SysPermissionDataRule>) {
  const form = useEntityForm<SysPermissionDataRule>({
    row,
    fields,
    toValues,
    toBody,
    urls: { add: '/sys/permission/addPermissionRule', edit: '/sys/permission/editPermissionRule' },
    savedMessage: { add: '添加成功！', edit: '修改成功！' },
    onSaved,
  })
  return (
    <FormDialog
      open={row !== null}
      title={form.editing ? '编辑数据规则' : '新增数据规则'}
      label="数据规则"
      fields={fields}
      form={form}
      columns={1}
      width={640}
      onClose={onClose}
    />
  )
}
