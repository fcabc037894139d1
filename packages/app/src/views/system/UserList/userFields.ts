import { EMAIL_PATTERN, MOBILE_PATTERN, PASSWORD_MIN_LENGTH, USERNAME_PATTERN } from '@portico/contract'
import type { QueryField } from '@portico/query-builder'
import type { FieldOption, FieldSpec } from '../../../components/form/fieldSpec'

export const sexOptions: FieldOption[] = [
  { value: '1', text: '男' },
  { value: '2', text: '女' },
]

export const statusOptions: FieldOption[] = [
  { value: '1', text: '正常' },
  { value: '2', text: '冻结' },
]

export const userSearchFields: FieldSpec[] = [
  { name: 'username', label: '用户账号', kind: 'text' },
  { name: 'realname', label: '真实名字', kind: 'text' },
  { name: 'sex', label: '性别', kind: 'select', options: sexOptions },
  { name: 'status', label: '用户状态', kind: 'select', options: statusOptions },
]

export interface UserFormContext {
  roleOptions: FieldOption[]
  /** Offered where the form assigns departments (客户用户: the customer's own). */
  departOptions?: FieldOption[]
  /** Resolves to an error message when the username is taken by another user. */
  checkUsername: (username: string, id: string | undefined) => Promise<string | undefined>
}

/** The user's own phone (SMS login, password reset) and e-mail, both optional. */
export const phoneField: FieldSpec = {
  name: 'phone',
  label: '手机号码',
  kind: 'text',
  rules: [{ pattern: MOBILE_PATTERN, message: '请输入正确格式的手机号码!' }],
}

export const emailField: FieldSpec = {
  name: 'email',
  label: '邮箱',
  kind: 'text',
  rules: [{ pattern: EMAIL_PATTERN, message: '请输入正确格式的邮箱!' }],
}

const adding = (values: Record<string, string>) => !values.id

export function userFormFields({ roleOptions, departOptions, checkUsername }: UserFormContext): FieldSpec[] {
  return [
    {
      name: 'username',
      label: '用户账号',
      kind: 'text',
      rules: [
        { required: true, message: '请输入用户账号!' },
        { pattern: USERNAME_PATTERN, message: '用户账号为2-32位字母、数字或 _ . @ -' },
      ],
      asyncValidate: (value, values) => checkUsername(value, values.id || undefined),
    },
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
    {
      name: 'realname',
      label: '用户姓名',
      kind: 'text',
      rules: [{ required: true, message: '请输入用户名称!' }],
    },
    { name: 'workNo', label: '工号', kind: 'text' },
    { name: 'selectedroles', label: '角色分配', kind: 'multiselect', options: roleOptions },
    ...(departOptions
      ? [{ name: 'selecteddeparts', label: '所属部门', kind: 'multiselect', options: departOptions } as const]
      : []),
    { name: 'avatar', label: '头像', kind: 'image', upload: { biz: 'avatar', maxCount: 1 } },
    { name: 'sex', label: '性别', kind: 'select', options: sexOptions },
    { name: 'birthday', label: '生日', kind: 'date' },
    phoneField,
    emailField,
  ]
}

/** What the advanced query (高级查询) offers on the user list; the server whitelists the same fields. */
export const userQueryFields: QueryField[] = [
  { value: 'username', text: '用户账号', type: 'string' },
  { value: 'realname', text: '用户姓名', type: 'string' },
  { value: 'sex', text: '性别', type: 'list', dictCode: 'sex' },
  { value: 'status', text: '用户状态', type: 'list', dictCode: 'user_status' },
  { value: 'phone', text: '手机号码', type: 'string' },
  { value: 'email', text: '电子邮件', type: 'string' },
  { value: 'workNo', text: '工号', type: 'string' },
  { value: 'birthday', text: '生日', type: 'date' },
  { value: 'createTime', text: '创建时间', type: 'datetime' },
]
