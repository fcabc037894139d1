import { FormDialog } from '../../../components/form/FormDialog'
import type { FieldSpec, FormValues } from '../../../components/form/fieldSpec'
import { type EntityFormProps, useEntityForm } from '../../../components/form/useEntityForm'
import type { SysRoleRow } from './role.types'

const toValues = (role: Partial<SysRoleRow>): FormValues => ({
  id: role.id ?? '',
  roleName: role.roleName ?? '',
  roleCode: role.roleCode ?? '',
  description: role.description ?? '',
})

const toBody = (values: FormValues) => ({
  id: values.id || undefined,
  roleName: values.roleName.trim(),
  roleCode: values.roleCode.trim(),
  description: values.description.trim() || null,
})

/** The server refuses a duplicate code (角色编码已存在), shown above the fields. */
const roleFields: FieldSpec[] = [
  {
    name: 'roleName',
    label: '角色名称',
    kind: 'text',
    rules: [
      { required: true, message: '请输入角色名称!' },
      { validate: (v) => (v.trim().length > 200 ? '角色名称不能超过200个字符' : undefined), message: '' },
    ],
  },
  {
    name: 'roleCode',
    label: '角色编码',
    kind: 'text',
    rules: [
      { required: true, message: '请输入角色编码!' },
      { pattern: /^[A-Za-z][A-Za-z0-9_]{0,99}$/, message: '角色编码以字母开头，只能包含字母、数字和下划线' },
    ],
  },
  { name: 'description', label: '描述', kind: 'textarea' },
]

/** Where the dialog saves: 角色管理's JeecgBoot URLs, or a customer's (with `extra`: the customer's tenantId). */
export interface RoleSaveCalls {
  add: string
  edit: string
  extra?: Record<string, unknown>
}

const SYSTEM_CALLS: RoleSaveCalls = { add: '/sys/role/add', edit: '/sys/role/edit' }

/** Add or edit a role. */
export function RoleFormDialog({
  row,
  onClose,
  onSaved,
  calls = SYSTEM_CALLS,
}: EntityFormProps<SysRoleRow> & { calls?: RoleSaveCalls }) {
  const form = useEntityForm<SysRoleRow>({
    row,
    fields: roleFields,
    toValues,
    toBody: (values) => ({ ...toBody(values), ...calls.extra }),
    urls: calls,
    savedMessage: { add: '添加成功！', edit: '修改成功!' },
    onSaved,
  })
  return (
    <FormDialog
      open={row !== null}
      title={form.editing ? '编辑角色' : '新增角色'}
      label="角色"
      fields={roleFields}
      form={form}
      columns={1}
      width={600}
      onClose={onClose}
    />
  )
}
