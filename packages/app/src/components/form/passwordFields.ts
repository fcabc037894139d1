import { PASSWORD_MIN_LENGTH } from '@portico/contract'
import type { Texts } from '../../i18n'
import type { FieldSpec } from './fieldSpec'

/** Spec §5 Password change messages, in the chosen language. */
export function passwordFields({ t }: Pick<Texts, 't'>): FieldSpec[] {
  const tooShort = t('password.minLength', { min: PASSWORD_MIN_LENGTH })
  const mismatch = t('password.mismatch')
  return [
    {
      name: 'oldpassword',
      label: t('password.old'),
      kind: 'password',
      rules: [{ required: true, message: t('password.enterOld') }],
    },
    {
      name: 'password',
      label: t('password.new'),
      kind: 'password',
      rules: [
        { required: true, message: t('password.enterNew') },
        {
          validate: (value) => (value.length < PASSWORD_MIN_LENGTH ? tooShort : undefined),
          message: tooShort,
        },
      ],
    },
    {
      name: 'confirmpassword',
      label: t('password.confirm'),
      kind: 'password',
      rules: [
        { required: true, message: t('password.enterConfirm') },
        {
          validate: (value, values) => (value !== values.password ? mismatch : undefined),
          message: mismatch,
        },
      ],
    },
  ]
}
