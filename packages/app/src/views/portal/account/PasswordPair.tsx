import { Field, Input } from '@fluentui/react-components'

/** New password and its confirmation. */
export function PasswordPair({
  password,
  confirm,
  onPassword,
  onConfirm,
  label = '密码',
}: {
  password: string
  confirm: string
  onPassword: (value: string) => void
  onConfirm: (value: string) => void
  label?: string
}) {
  return (
    <>
      <Field label={label} required hint="6-64位，需同时包含字母和数字">
        <Input
          type="password"
          value={password}
          autoComplete="new-password"
          onChange={(_, data) => onPassword(data.value)}
        />
      </Field>
      <Field label={`确认${label}`} required>
        <Input
          type="password"
          value={confirm}
          autoComplete="new-password"
          onChange={(_, data) => onConfirm(data.value)}
        />
      </Field>
    </>
  )
}
