import {
  checkFieldValue,
  editableFields,
  type OnlineSubTable,
  type ResourceField,
  type ResourceFieldKind,
  requiredMessage,
} from '@portico/contract'
import type { EditableColumn, EditableRow, ValidateRule } from '@portico/grid'

/** The cell of each field kind; number and money cells stay text, so exact decimals are never rounded. */
const CELL_TYPE: Partial<Record<ResourceFieldKind, EditableColumn['type']>> = {
  textarea: 'textarea',
  richText: 'textarea',
  date: 'date',
  datetime: 'datetime',
  dict: 'sel_search',
  multiDict: 'sel_search',
  user: 'sel_user',
  depart: 'sel_depart',
  image: 'image',
  file: 'file',
}

/** A cell's value as the form and the server read it: text, empty as ''. */
const cellText = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value).trim()

/** The checks of a declared field, the same the server applies to each sub row. */
function rulesOf(field: ResourceField): ValidateRule[] {
  return [
    ...(field.required ? [{ required: true, message: requiredMessage(field) }] : []),
    { handler: (value: unknown) => checkFieldValue({ ...field, required: false }, cellText(value)) },
  ]
}

/** The sub rows' fields a user edits: every editable field but the foreign key (the server writes it). */
export const subRowFields = (sub: OnlineSubTable): [string, ResourceField][] =>
  editableFields(sub.resource).filter(([name]) => name !== sub.foreignKey)

/** The editable table's columns of a sub-table. */
export const subTableColumns = (sub: OnlineSubTable): EditableColumn[] =>
  subRowFields(sub).map(([name, field]) => ({
    key: name,
    title: field.label,
    type: CELL_TYPE[field.kind] ?? 'input',
    dictCode: field.dictCode,
    validateRules: rulesOf(field),
    ...(field.kind === 'money' && { placeholder: '金额，最多2位小数' }),
  }))

/** A sub row as the main record's add/edit sends it: its editable fields, trimmed, empty as null. */
export function subRowBody(sub: OnlineSubTable, row: EditableRow): Record<string, unknown> {
  return Object.fromEntries(subRowFields(sub).map(([name]) => [name, cellText(row[name]) || null]))
}
