import {
  checkRecord,
  editableFields,
  fieldText,
  isDictKind,
  isTableDictCode,
  PASSWORD_MASK,
  type Resource,
  type ResourceField,
} from '@portico/contract'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { HttpError } from '../../http/envelope'
import type { FileStore } from '../../stores/files'
import { checkedPaths } from '../files/stored-paths'
import { storable } from '../query/coerce'
import { parseChinaDateTime } from '../shared/dates'
import { sanitizeHtml } from '../shared/sanitize'

export interface ValueContext {
  files: FileStore
  dicts: Map<string, Map<string, string>>
}

/** A 400 naming the first bad field, with every field's message in `result` for the form. */
const invalid = (errors: Record<string, string>) => new HttpError(400, Object.values(errors)[0], { errors })

function checkDictCodes(name: string, field: ResourceField, value: string, context: ValueContext) {
  if (!isDictKind(field.kind) || !field.dictCode || value === '') return
  const texts = context.dicts.get(field.dictCode)
  if (!texts) return
  const codes = field.kind === 'multiDict' ? value.split(',') : [value]
  const unknown = codes.find((code) => !texts.has(code))
  if (unknown === undefined) return
  if (isTableDictCode(field.dictCode) || field.kind === 'treeDict')
    throw invalid({ [name]: `${field.label}「${unknown}」不存在` })
  throw invalid({ [name]: `${field.label}无效，可选：${[...texts.values()].join('、')}` })
}

/** One checked text value → what its column stores. */
async function columnValue(
  name: string,
  field: ResourceField,
  column: AnyPgColumn,
  value: string,
  context: ValueContext,
): Promise<unknown> {
  if (value === '') return null
  switch (field.kind) {
    case 'image':
    case 'file':
      return checkedPaths(
        context.files,
        value,
        field.label,
        field.upload?.maxCount ?? 0,
        field.kind === 'image',
      )
    case 'richText':
      return sanitizeHtml(value)
    case 'datetime': {
      const time = parseChinaDateTime(value.length === 16 ? `${value}:00` : value)
      if (!time) throw invalid({ [name]: `${field.label}必须是时间（yyyy-MM-dd HH:mm:ss）` })
      return time
    }
    default:
      // Numeric columns in number mode take numbers; decimal ones keep the exact text (money, weights).
      return column.dataType === 'number' ? Number(value) : value
  }
}

/** A password field sent empty, left out or as the mask the list answers: the stored password stays. */
const passwordUnchanged = (sent: unknown) => fieldText(sent) === '' || sent === PASSWORD_MASK

/**
 * A form (or an import row) → the column values to write. On edit, fields the request leaves out keep `existing`'s
 * (the stored row as `snapshotOf` gives it)
 * values, and fields read-only on edit are not taken from it. Every value is checked as the declaration says
 * (required, formats, §5 rules, dictionary codes, stored files) before anything is written.
 */
export async function formValues(
  resource: Resource,
  columns: Map<string, AnyPgColumn>,
  form: Record<string, unknown>,
  context: ValueContext,
  existing?: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const fields = editableFields(resource).filter(
    ([name, field]) =>
      !(existing && (field.form ? field.form.readOnlyOnEdit || field.form.addOnly : false)) &&
      !(existing && field.kind === 'password' && passwordUnchanged(form[name])),
  )
  const merged: Record<string, unknown> = {}
  for (const [name, field] of fields) {
    const sent = form[name]
    // A new record starts from the field's default where nothing was sent; an edit keeps what it does not send.
    if (field.kind === 'password' && passwordUnchanged(sent)) merged[name] = null
    else if (existing) merged[name] = sent !== undefined ? sent : existing[name]
    else merged[name] = fieldText(sent) !== '' ? sent : (field.default ?? null)
    if (!storable(fieldText(merged[name]))) throw invalid({ [name]: `${field.label}含有不允许的字符` })
  }
  const errors = checkRecord({ ...resource, fields: Object.fromEntries(fields) }, merged)
  if (Object.keys(errors).length) throw invalid(errors)
  const values: Record<string, unknown> = {}
  for (const [name, field] of fields) {
    const text = fieldText(merged[name])
    checkDictCodes(name, field, text, context)
    values[name] = await columnValue(name, field, columns.get(name)!, text, context)
  }
  return values
}
