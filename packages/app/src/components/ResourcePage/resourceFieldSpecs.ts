import {
  checkFieldValue,
  editableFields,
  isDictKind,
  type Resource,
  type ResourceField,
  type ResourceFieldKind,
  requiredMessage,
} from '@portico/contract'
import type { QueryField } from '@portico/query-builder'
import { type FieldSpec, rangeEnds } from '../form/fieldSpec'
import { pickerOf } from './resourcePickers'

const FORM_KIND: Partial<Record<ResourceFieldKind, FieldSpec['kind']>> = {
  textarea: 'textarea',
  richText: 'richtext',
  password: 'password',
  date: 'date',
  datetime: 'datetime',
  dict: 'dict',
  treeDict: 'custom',
  user: 'custom',
  multiDict: 'dict',
  image: 'image',
  file: 'file',
}

const PLACEHOLDER: Partial<Record<ResourceFieldKind, string>> = {
  money: '金额，最多2位小数',
  weight: '重量（千克）',
}

/** The form edits a stored record (which always has a version; a typed `id` field does not tell). */
const editing = (values: Record<string, string>) => Boolean(values.version)

/** A declared field as a form control, checked by the same rules the server applies. */
export function fieldSpecOf(name: string, field: ResourceField): FieldSpec {
  return {
    name,
    label: field.label,
    kind: FORM_KIND[field.kind] ?? 'text',
    dictCode: field.dictCode,
    placeholder: PLACEHOLDER[field.kind],
    upload: field.upload,
    render: pickerOf(field),
    visible: (field.form || undefined)?.addOnly ? (values) => !editing(values) : undefined,
    locked: (field.form || undefined)?.readOnlyOnEdit ? editing : undefined,
    rules: [
      ...(field.required ? [{ required: true, message: requiredMessage(field) }] : []),
      { validate: (value) => checkFieldValue({ ...field, required: false }, value.trim()), message: '' },
    ],
  }
}

const isDateRange = (field: ResourceField) =>
  field.search === 'range' && (field.kind === 'date' || field.kind === 'datetime')

/** The query form: the fields declared with a search mode, in declaration order; a date range as two dates. */
export const searchFieldSpecs = (resource: Resource): FieldSpec[] =>
  Object.entries(resource.fields)
    .filter(([, field]) => field.search)
    .map(([name, field]) => ({
      ...fieldSpecOf(name, field),
      ...(isDateRange(field) && { kind: 'daterange' as const, placeholder: undefined }),
      rules: undefined,
      upload: undefined,
      locked: undefined,
    }))

/** The add/edit form: every field a user may set. */
export const formFieldSpecs = (resource: Resource): FieldSpec[] =>
  editableFields(resource).map(([name, field]) => fieldSpecOf(name, field))

const QUERY_TYPE: Partial<Record<ResourceFieldKind, string>> = {
  integer: 'int',
  number: 'number',
  money: 'number',
  weight: 'number',
  date: 'date',
  datetime: 'datetime',
}

/** 高级查询 offers every declared field but passwords and files. */
export const queryFieldsOf = (resource: Resource): QueryField[] =>
  Object.entries(resource.fields)
    .filter(([, field]) => !['password', 'image', 'file', 'richText'].includes(field.kind))
    .map(([name, field]) => ({
      value: name,
      text: field.label,
      type: isDictKind(field.kind) ? 'list' : (QUERY_TYPE[field.kind] ?? 'string'),
      dictCode: field.dictCode,
    }))

/** A date range over a date-time field covers the whole of its last day. */
const DAY_BOUNDS = { begin: ' 00:00:00', end: ' 23:59:59' }

/**
 * The search form's values as filters: a `like` field becomes JeecgBoot's contains match (`*v*`) unless the user
 * typed a wildcard; a date `range` field sends its two ends as `_begin` / `_end`.
 */
export function searchQuery(resource: Resource, values: Record<string, unknown>): Record<string, unknown> {
  const query: Record<string, unknown> = { ...values }
  for (const [name, field] of Object.entries(resource.fields)) {
    const value = values[name]
    if (isDateRange(field) && typeof value === 'string') {
      delete query[name]
      const [begin, end] = rangeEnds(value)
      const time = field.kind === 'datetime' ? DAY_BOUNDS : { begin: '', end: '' }
      if (begin) query[`${name}_begin`] = begin + time.begin
      if (end) query[`${name}_end`] = end + time.end
      continue
    }
    if (field.search !== 'like' || typeof value !== 'string' || value.trim() === '') continue
    query[name] = value.includes('*') ? value.trim() : `*${value.trim()}*`
  }
  return query
}
