import { PASSWORD_MIN_LENGTH } from '@portico/contract'
import type { FieldSpec } from './fieldSpec'

/** Spec §5 Password change messages. */
export const passwordFields: FieldSpec[] = [
  {
    name: 'oldpassword',
    label: '旧密码',
    kind: 'password',
    rules: [{ required: true, message: '请输入旧密码!' }],
  },
  {
    name: 'password',
    label: '新密码',
    kind: 'password',
    rules: [
      { required: true, message: '请输入新密码!' },
      {
        validate: (value) =>
          value.length < PASSWORD_MIN_LENGTH ? `密码至少${PASSWORD_MIN_LENGTH}位` : undefined,
        message: `密码至少${PASSWORD_MIN_LENGTH}位`,
      },
    ],
  },
  {
    name: 'confirmpassword',
    label: '确认新密码',
    kind: 'password',
    rules: [
      { required: true, message: '请确认新密码!' },
      {
        validate: (value, values) => (value !== values.password ? '两次输入的密码不一样！' : undefined),
        message: '两次输入的密码不一样！',
      },
    ],
  },
]
