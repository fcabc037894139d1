import type { AnyPgColumn } from 'drizzle-orm/pg-core'

/**
 * How a list field's values are read and compared:
 * - `string`: text, all rules, LIKE wildcards escaped;
 * - `integer` / `number`: numbers only (no LIKE);
 * - `date`: `yyyy-MM-dd` on a date column;
 * - `datetime`: `yyyy-MM-dd[ HH:mm:ss]` (GMT+8) on a timestamp column; a value stands for its whole second or day;
 * - `dict`: a dictionary code compared as stored (the column's own type), never the display text.
 */
export type FieldKind = 'string' | 'integer' | 'number' | 'date' | 'datetime' | 'dict'

export interface ListField {
  column: AnyPgColumn
  kind: FieldKind
  /** Dictionary of a `dict` field (documentation and `_dictText`; filtering uses the code). */
  dictCode?: string
  /** Default true. */
  filterable?: boolean
  /** Default true. */
  sortable?: boolean
}

/** The whitelist of one list: JeecgBoot property name (camelCase) → column. Nothing outside it reaches SQL. */
export type ListFields = Record<string, ListField>

export interface ListSpec {
  fields: ListFields
  /** Sort when the request names none (JeecgBoot: createTime descending). */
  defaultSort: { column: AnyPgColumn; ascending: boolean }
  /** Unique column appended to every sort so pages stay stable when sort values repeat. */
  tiebreak: AnyPgColumn
}

export const fieldNamed = (fields: ListFields, name: string): ListField | undefined =>
  Object.hasOwn(fields, name) ? fields[name] : undefined

/** Integer columns have a range; a value outside it would be a database error rather than an empty match. */
export function integerRange(column: AnyPgColumn): [number, number] {
  switch (column.columnType) {
    case 'PgSmallInt':
    case 'PgSmallSerial':
      return [-32768, 32767]
    case 'PgInteger':
    case 'PgSerial':
      return [-2147483648, 2147483647]
    default:
      return [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER]
  }
}

/** A dictionary field stores its codes as numbers when its column is numeric. */
export const codesAreNumbers = (field: ListField) =>
  field.kind === 'dict' && field.column.dataType === 'number'
