import { patternRegExp } from '../patterns'
import {
  editableFields,
  isDictKind,
  type Resource,
  type ResourceField,
  type ResourceFieldKind,
} from './defineResource'

/** A field's message when its value is missing: 请输入… for typed values, 请选择… for picked ones. */
export function requiredMessage(field: ResourceField): string {
  if (typeof field.required === 'string') return field.required
  const picked =
    isDictKind(field.kind) || ['date', 'datetime', 'user', 'depart', 'image', 'file'].includes(field.kind)
  return `${picked ? '请选择' : '请输入'}${field.label}!`
}

const DECIMAL = /^-?\d+(\.\d+)?$/
const INTEGER = /^-?\d+$/
const DATE = /^\d{4}-\d{2}-\d{2}$/
const DATE_TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/

/** Longest text a column of each kind takes when the declaration names none (the varchar lengths used). */
const DEFAULT_MAX_LENGTH: Partial<Record<ResourceFieldKind, number>> = {
  text: 100,
  textarea: 500,
  user: 100,
  depart: 100,
  dict: 32,
  treeDict: 32,
}

const FORMAT: Partial<Record<ResourceFieldKind, { test: RegExp; message: (label: string) => string }>> = {
  integer: { test: INTEGER, message: (label) => `${label}必须是整数` },
  number: { test: DECIMAL, message: (label) => `${label}必须是数字` },
  money: { test: /^-?\d{1,13}(\.\d{1,2})?$/, message: (label) => `${label}必须是金额（最多2位小数）` },
  weight: { test: /^\d{1,9}(\.\d{1,3})?$/, message: (label) => `${label}必须是重量（千克，最多3位小数）` },
  date: { test: DATE, message: (label) => `${label}必须是日期（yyyy-MM-dd）` },
  datetime: { test: DATE_TIME, message: (label) => `${label}必须是时间（yyyy-MM-dd HH:mm:ss）` },
}

/** The first problem of one field's value (already trimmed), or undefined. Empty values only fail `required`. */
export function checkFieldValue(field: ResourceField, value: string): string | undefined {
  if (value === '') return field.required ? requiredMessage(field) : undefined
  const format = FORMAT[field.kind]
  if (format && !format.test.test(value)) return format.message(field.label)
  const maxLength = field.maxLength ?? DEFAULT_MAX_LENGTH[field.kind]
  if (maxLength !== undefined && value.length > maxLength) return `${field.label}最多${maxLength}个字符`
  for (const rule of field.rules ?? []) {
    if ('pattern' in rule) {
      if (!patternRegExp(rule.pattern).test(value)) return rule.message
    } else {
      const number = Number(value)
      if ((rule.min !== undefined && number < rule.min) || (rule.max !== undefined && number > rule.max))
        return rule.message
    }
  }
  return undefined
}

export type RecordValues = Record<string, unknown>
export type RecordErrors = Record<string, string>

export const fieldText = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value).trim()

/**
 * Checks what a form or an import row sends against the declaration (required, formats, §5 rules): the form shows
 * these messages under its fields and the server refuses the same input with the first one.
 */
export function checkRecord(resource: Resource, values: RecordValues): RecordErrors {
  const errors: RecordErrors = {}
  for (const [name, field] of editableFields(resource)) {
    const message = checkFieldValue(field, fieldText(values[name]))
    if (message) errors[name] = message
  }
  return errors
}
