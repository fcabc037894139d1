import {
  Dropdown,
  Field,
  Input,
  makeStyles,
  mergeClasses,
  Option,
  Textarea,
  tokens,
} from '@fluentui/react-components'
import {
  DateField,
  DateRangeField,
  DateTimeField,
  DepartTreeSelect,
  DictSelect,
  MonthField,
} from '@portico/ui'
import { FileUpload, ImageUpload } from '@portico/upload'
import { lazy, type ReactNode, Suspense } from 'react'
import { useTexts } from '../../i18n'
import { type FieldSpec, type FormErrors, type FormValues, rangeEnds, rangeValue } from './fieldSpec'

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
  wide: { gridColumn: '1 / -1' },
})

// The editor (Lexical) loads only when a form has a rich-text field.
const RichTextEditor = lazy(() =>
  import('@portico/ui/rich-text').then((m) => ({ default: m.RichTextEditor })),
)

const MULTI_SEPARATOR = ','
const DATE_CONTROLS = { date: DateField, month: MonthField, datetime: DateTimeField }

const WIDE_KINDS = new Set<FieldSpec['kind']>(['textarea', 'image', 'file', 'richtext', 'custom'])

interface ControlProps {
  spec: FieldSpec
  value: string
  values: FormValues
  locked: boolean
  onChange: (value: string) => void
  onBlur: () => void
}

function Control({ spec, value, values, locked, onChange, onBlur }: ControlProps): ReactNode {
  const { t, locale } = useTexts()
  switch (spec.kind) {
    case 'select':
    case 'multiselect':
      return (
        <Dropdown
          disabled={locked}
          multiselect={spec.kind === 'multiselect'}
          placeholder={spec.placeholder ?? t('form.choose', { label: spec.label })}
          selectedOptions={value ? value.split(MULTI_SEPARATOR) : []}
          value={(spec.options ?? [])
            .filter((o) => value.split(MULTI_SEPARATOR).includes(o.value))
            .map((o) => o.text)
            .join('，')}
          onOptionSelect={(_, data) => onChange(data.selectedOptions.join(MULTI_SEPARATOR))}
          onBlur={onBlur}
        >
          {(spec.options ?? []).map((option) => (
            <Option key={option.value} value={option.value}>
              {option.text}
            </Option>
          ))}
        </Dropdown>
      )
    case 'dict':
      return (
        <DictSelect
          disabled={locked}
          dictCode={spec.dictCode}
          options={spec.options}
          value={value}
          placeholder={spec.placeholder ?? t('form.choose', { label: spec.label })}
          onChange={onChange}
        />
      )
    case 'textarea':
      return (
        <Textarea
          readOnly={locked}
          value={value}
          placeholder={spec.placeholder ?? t('form.enter', { label: spec.label })}
          onChange={(_, data) => onChange(data.value)}
          onBlur={onBlur}
          resize="vertical"
        />
      )
    case 'richtext':
      return (
        <Suspense fallback={null}>
          <RichTextEditor value={value} height={240} placeholder={spec.placeholder} onChange={onChange} />
        </Suspense>
      )
    case 'depart':
      return (
        <DepartTreeSelect
          value={value}
          multiple={spec.multiple}
          placeholder={spec.placeholder}
          onChange={(next) => onChange(next)}
        />
      )
    case 'date':
    case 'month':
    case 'datetime': {
      const Picker = DATE_CONTROLS[spec.kind]
      return (
        <Picker
          readOnly={locked}
          value={value}
          placeholder={spec.placeholder ?? t('form.choose', { label: spec.label })}
          locale={locale}
          onChange={onChange}
          onBlur={onBlur}
        />
      )
    }
    case 'daterange':
      return (
        <DateRangeField
          aria-label={spec.label}
          disabled={locked}
          locale={locale}
          value={rangeEnds(value)}
          onChange={(ends) => onChange(rangeValue(ends))}
        />
      )
    case 'custom':
      return spec.render?.({ value, onChange, onBlur, values, locked }) ?? null
    case 'image':
    case 'file': {
      const Uploader = spec.kind === 'image' ? ImageUpload : FileUpload
      return (
        <Uploader
          aria-label={spec.label}
          value={value}
          onChange={(next) => onChange(next)}
          biz={spec.upload?.biz}
          maxCount={spec.upload?.maxCount}
        />
      )
    }
    default:
      return (
        <Input
          type={spec.kind}
          readOnly={locked}
          value={value}
          placeholder={spec.placeholder ?? t('form.enter', { label: spec.label })}
          autoComplete={spec.kind === 'password' ? 'new-password' : 'off'}
          onChange={(_, data) => onChange(data.value)}
          onBlur={onBlur}
        />
      )
  }
}

/** Renders declared fields with Fluent controls (uploaders for image and file fields); errors appear under each. */
export function FormFields({ fields, values, errors, onChange, onBlur, columns = 2 }: FormFieldsProps) {
  const styles = useStyles()
  return (
    <div className={mergeClasses(styles.grid, columns === 2 && styles.two)}>
      {fields
        .filter((spec) => !spec.visible || spec.visible(values))
        .map((spec) => (
          <Field
            key={spec.name}
            className={WIDE_KINDS.has(spec.kind) ? styles.wide : undefined}
            label={spec.label}
            required={spec.rules?.some((rule) => rule.required)}
            validationMessage={errors[spec.name]}
          >
            <Control
              spec={spec}
              value={values[spec.name] ?? ''}
              values={values}
              locked={spec.locked?.(values) ?? false}
              onChange={(value) => onChange(spec.name, value)}
              onBlur={() => onBlur?.(spec.name)}
            />
          </Field>
        ))}
    </div>
  )
}
