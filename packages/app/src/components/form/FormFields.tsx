import { Dropdown, Field, Input, makeStyles, Option, tokens } from '@fluentui/react-components'
import type { FieldSpec, FormErrors, FormValues } from './fieldSpec'

export interface FormFieldsProps {
  fields: FieldSpec[]
  values: FormValues
  errors: FormErrors
  onChange: (name: string, value: string) => void
  onBlur?: (name: string) => void
  columns?: 1 | 2
}

const useStyles = makeStyles({
  grid: { display: 'grid', gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}` },
  two: { gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' },
})

const MULTI_SEPARATOR = ','

/** Renders declared fields with Fluent controls; errors appear under each field. */
export function FormFields({ fields, values, errors, onChange, onBlur, columns = 2 }: FormFieldsProps) {
  const styles = useStyles()
  return (
    <div className={`${styles.grid} ${columns === 2 ? styles.two : ''}`}>
      {fields
        .filter((spec) => !spec.visible || spec.visible(values))
        .map((spec) => {
          const value = values[spec.name] ?? ''
          const required = spec.rules?.some((rule) => rule.required)
          return (
            <Field
              key={spec.name}
              label={spec.label}
              required={required}
              validationMessage={errors[spec.name]}
            >
              {spec.kind === 'select' || spec.kind === 'multiselect' ? (
                <Dropdown
                  multiselect={spec.kind === 'multiselect'}
                  placeholder={spec.placeholder ?? `请选择${spec.label}`}
                  selectedOptions={value ? value.split(MULTI_SEPARATOR) : []}
                  value={(spec.options ?? [])
                    .filter((o) => value.split(MULTI_SEPARATOR).includes(o.value))
                    .map((o) => o.text)
                    .join('，')}
                  onOptionSelect={(_, data) =>
                    onChange(spec.name, data.selectedOptions.join(MULTI_SEPARATOR))
                  }
                  onBlur={() => onBlur?.(spec.name)}
                >
                  {(spec.options ?? []).map((option) => (
                    <Option key={option.value} value={option.value}>
                      {option.text}
                    </Option>
                  ))}
                </Dropdown>
              ) : (
                <Input
                  type={spec.kind}
                  value={value}
                  placeholder={spec.placeholder ?? `请输入${spec.label}`}
                  autoComplete={spec.kind === 'password' ? 'new-password' : 'off'}
                  onChange={(_, data) => onChange(spec.name, data.value)}
                  onBlur={() => onBlur?.(spec.name)}
                />
              )}
            </Field>
          )
        })}
    </div>
  )
}
