import type { SysUser } from '@portico/contract'
import type { FieldOption, FieldSpec, FormValues } from '../../../components/form/fieldSpec'
import { emailField, phoneField } from '../../system/UserList/userFields'
import type { SelfEdit } from '../accountApi'

const sexOptions: FieldOption[] = [
  { value: '1', text: '男' },
  { value: '2', text: '女' },
]

const TELEPHONE_PATTERN = /^[0-9+\-() ]{3,45}$/

/** 基本设置: what a user keeps up to date about themselves. */
export const baseFields: FieldSpec[] = [
  {
    name: 'realname',
    label: '用户姓名',
    kind: 'text',
    rules: [
      { required: true, message: '请输入用户名称!' },
      { validate: (v) => (v.trim().length > 100 ? '用户姓名过长' : undefined), message: '' },
    ],
  },
  { name: 'sex', label: '性别', kind: 'select', options: sexOptions },
  { name: 'birthday', label: '生日', kind: 'date' },
  {
    name: 'telephone',
    label: '座机',
    kind: 'text',
    rules: [{ pattern: TELEPHONE_PATTERN, message: '请输入正确格式的座机号码!' }],
  },
]

/** 账户绑定: the phone used for SMS login and password reset, and the e-mail for notices. */
export const bindingFields: FieldSpec[] = [phoneField, emailField]

export function valuesOf(user: SysUser | null): FormValues {
  return {
    realname: user?.realname ?? '',
    sex: user?.sex ? String(user.sex) : '',
    birthday: user?.birthday ?? '',
    telephone: user?.telephone ?? '',
    phone: user?.phone ?? '',
    email: user?.email ?? '',
  }
}

/** Only the declared fields, blanks as null (the server clears them). */
export function changeOf(fields: FieldSpec[], values: FormValues): SelfEdit {
  const change: Record<string, string | null> = {}
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim()
    change[field.name] = value === '' ? null : value
  }
  return change as SelfEdit
}
