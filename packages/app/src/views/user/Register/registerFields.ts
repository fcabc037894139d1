import { EMAIL_PATTERN, MOBILE_PATTERN, PASSWORD_MIN_LENGTH, USERNAME_PATTERN } from '@portico/contract'
import type { FieldRule, FieldSpec } from '../../../components/form/fieldSpec'

export const passwordRules: FieldRule[] = [
  { required: true, message: '请输入密码' },
  {
    validate: (value) =>
      value.length < PASSWORD_MIN_LENGTH ? `密码至少${PASSWORD_MIN_LENGTH}位` : undefined,
    message: `密码至少${PASSWORD_MIN_LENGTH}位`,
  },
]

export const confirmRules: FieldRule[] = [
  { required: true, message: '请确认密码' },
  {
    validate: (value, values) => (value !== values.password ? '两次输入的密码不一样！' : undefined),
    message: '两次输入的密码不一样！',
  },
]

export const mobileField: FieldSpec = {
  name: 'phone',
  label: '手机号码',
  kind: 'text',
  rules: [
    { required: true, message: '请输入手机号码' },
    { pattern: MOBILE_PATTERN, message: '请输入正确格式的手机号码!' },
  ],
}

/** 注册 (spec §2 Login views: register). The SMS code is its own field below these. */
export const registerFields: FieldSpec[] = [
  {
    name: 'username',
    label: '用户账号',
    kind: 'text',
    rules: [
      { required: true, message: '请输入用户账号' },
      { pattern: USERNAME_PATTERN, message: '账号为2到32位字母、数字或_.@-' },
    ],
  },
  { name: 'password', label: '密码', kind: 'password', rules: passwordRules },
  { name: 'confirmpassword', label: '确认密码', kind: 'password', rules: confirmRules },
  {
    name: 'email',
    label: '电子邮件',
    kind: 'text',
    rules: [{ pattern: EMAIL_PATTERN, message: '请输入正确格式的电子邮件!' }],
  },
  mobileField,
]
