import { Field, Input } from '@fluentui/react-components'

export function PhoneInput({
  value,
  onChange,
  label = '手机号',
}: {
  value: string
  onChange: (value: string) => void
  label?: string
}) {
  return (
    <Field label={label} required>
      <Input
        type="tel"
        inputMode="numeric"
        maxLength={11}
        autoComplete="tel"
        value={value}
        onChange={(_, data) => onChange(data.value.trim())}
      />
    </Field>
  )
}
