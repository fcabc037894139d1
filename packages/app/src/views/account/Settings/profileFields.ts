import type { SysUser } from '@portico/contract'
import type { FieldSpec, FormValues } from '../../../components/form/fieldSpec'
import type { Texts } from '../../../i18n'
import { emailField, phoneField } from '../../system/UserList/userFields'
import type { SelfEdit } from '../accountApi'

const TELEPHONE_PATTERN = /^[0-9+\-() ]{3,45}$/

/** 基本设置: what a user keeps up to date about themselves, in the chosen language. */
export function baseFields({ t }: Pick<Texts, 't'>): FieldSpec[] {
  const tooLong = t('account.realnameTooLong')
  return [
    {
      name: 'realname',
      label: t('account.realname'),
      kind: 'text',
      rules: [
        { required: true, message: t('account.enterRealname') },
        { validate: (v) => (v.trim().length > 100 ? tooLong : undefined), message: '' },
      ],
    },
    {
      name: 'sex',
      label: t('account.sex'),
      kind: 'select',
      options: [
        { value: '1', text: t('account.sex.1') },
        { value: '2', text: t('account.sex.2') },
      ],
    },
    { name: 'birthday', label: t('account.birthday'), kind: 'date' },
    {
      name: 'telephone',
      label: t('account.telephone'),
      kind: 'text',
      rules: [{ pattern: TELEPHONE_PATTERN, message: t('account.telephoneInvalid') }],
    },
  ]
}

/** A declared field with its label and every rule's message (the contract's checks answer Chinese) in the chosen language. */
const worded = (field: FieldSpec, label: string, message: string): FieldSpec => ({
  ...field,
  label,
  rules: field.rules?.map(({ validate, ...rule }) => ({
    ...rule,
    message,
    ...(validate && { validate: (value, values) => (validate(value, values) ? message : undefined) }),
  })),
})

/** 账户绑定: the phone used for SMS login and password reset, and the e-mail for notices. */
export const bindingFields = ({ t }: Pick<Texts, 't'>): FieldSpec[] => [
  worded(phoneField, t('account.phone'), t('account.phoneInvalid')),
  worded(emailField, t('account.email'), t('account.emailInvalid')),
]

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
