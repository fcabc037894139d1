import { editableFields, type Resource } from '@portico/contract'
import type { FormValues } from '../form/fieldSpec'

export type ResourceRow = Record<string, unknown> & { id: string; version?: number }

/** A record's value as a form holds it. */
export const shownValue = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value)

/** A record (or {} when adding) → the form's values, with its id and version kept for the edit. */
export function recordToValues(resource: Resource, row: Partial<ResourceRow>): FormValues {
  const values: FormValues = { id: row.id ?? '', version: shownValue(row.version) }
  for (const [name, field] of editableFields(resource))
    values[name] = row.id ? shownValue(row[name]) : (field.default ?? '')
  return values
}

/** The form's values → the add/edit body: trimmed text, empty as null, the version the edit started from. */
export function valuesToBody(resource: Resource, values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = { id: values.id || undefined, version: values.version || undefined }
  for (const [name] of editableFields(resource)) body[name] = values[name]?.trim() || null
  return body
}
