import { PASSWORD_MIN_LENGTH, userResource } from '@portico/contract'
import type { FieldOption, FieldSpec } from '../../../components/form/fieldSpec'
import { fieldSpecOf } from '../../../components/ResourcePage/resourceFieldSpecs'

const declared = (name: keyof typeof userResource.fields & string, changes: Partial<FieldSpec> = {}) => ({
  ...fieldSpecOf(name, userResource.fields[name]),
  ...changes,
})

/** The user's own phone (SMS login, password reset) and e-mail, both optional. */
export const phoneField: FieldSpec = declared('phone')
export const emailField: FieldSpec = declared('email', { label: '邮箱' })

export interface UserFormContext {
  roleOptions: FieldOption[]
  /** Where the form assigns departments: a list (客户用户: the customer's own), or `tree`: the department tree. */
  departOptions?: FieldOption[] | 'tree'
  /** Where the form assigns tenants (用户管理): the tenants offered. */
  tenantOptions?: FieldOption[]
  /** Resolves to an error message when the username is taken by another user. */
  checkUsername: (username: string, id: string | undefined) => Promise<string | undefined>
}

const adding = (values: Record<string, string>) => !values.id

function departField(options: UserFormContext['departOptions']): FieldSpec[] {
  if (!options) return []
  const field = { name: 'selecteddeparts', label: '所属部门' }
  return [
    options === 'tree'
      ? { ...field, kind: 'depart', multiple: true }
      : { ...field, kind: 'multiselect', options },
  ]
}

export function userFormFields({
  roleOptions,
  departOptions,
  tenantOptions,
  checkUsername,
}: UserFormContext): FieldSpec[] {
  return [
    declared('username', { asyncValidate: (value, values) => checkUsername(value, values.id || undefined) }),
    {
      name: 'password',
      label: '登录密码',
      kind: 'password',
      visible: adding,
      rules: [
        { required: true, message: '请输入登录密码!' },
        {
          validate: (v) => (v.length < PASSWORD_MIN_LENGTH ? `密码至少${PASSWORD_MIN_LENGTH}位` : undefined),
          message: '',
        },
      ],
    },
    {
      name: 'confirmpassword',
      label: '确认密码',
      kind: 'password',
      visible: adding,
      rules: [
        { required: true, message: '请重新输入登录密码!' },
        { validate: (v, all) => (v !== all.password ? '两次输入的密码不一样！' : undefined), message: '' },
      ],
    },
    declared('realname'),
    declared('workNo'),
    { name: 'selectedroles', label: '角色分配', kind: 'multiselect', options: roleOptions },
    ...departField(departOptions),
    ...(tenantOptions
      ? [{ name: 'relTenantIds', label: '租户', kind: 'multiselect', options: tenantOptions } as const]
      : []),
    { name: 'avatar', label: '头像', kind: 'image', upload: { biz: 'avatar', maxCount: 1 } },
    declared('sex'),
    declared('birthday'),
    phoneField,
    emailField,
  ]
}
