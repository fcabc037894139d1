import { getTableColumns } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { FieldKind, ListField, ListFields, ListSpec } from './fields'

/** A field by its kind alone, or with its options (dictionary, not filterable, not sortable). */
export type FieldDeclaration = FieldKind | Omit<ListField, 'column'>

type ColumnName<T extends PgTable> = keyof T['_']['columns'] & string

/** A dictionary field: filtered on its codes, `dictCode` names the dictionary. */
export const dictField = (dictCode: string): FieldDeclaration => ({ kind: 'dict', dictCode })

function columnOf<T extends PgTable>(table: T, name: string) {
  const column = (getTableColumns(table) as Record<string, ListField['column'] | undefined>)[name]
  if (!column) throw new Error(`list field ${name} is not a column of its table`)
  return column
}

/**
 * The whitelist of a list whose JeecgBoot property names are its table's own column names: each declared name is
 * looked up on the table, so a name cannot point at another column. Unless `order` says otherwise, the list shows the
 * newest first (createTime descending, JeecgBoot's default) with ties broken by id.
 */
export function tableListSpec<T extends PgTable>(
  table: T,
  declared: Partial<Record<ColumnName<T>, FieldDeclaration>>,
  order?: Pick<ListSpec, 'defaultSort' | 'tiebreak'>,
): ListSpec {
  const fields: ListFields = {}
  for (const [name, declaration] of Object.entries<FieldDeclaration | undefined>(declared)) {
    if (!declaration) continue
    const options = typeof declaration === 'string' ? { kind: declaration } : declaration
    fields[name] = { column: columnOf(table, name), ...options }
  }
  return order
    ? { fields, ...order }
    : {
        fields,
        defaultSort: { column: columnOf(table, 'createTime'), ascending: false },
        tiebreak: columnOf(table, 'id'),
      }
}
