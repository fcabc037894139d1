import type { Resource, ResourceFieldKind } from '@portico/contract'
import { getTableColumns } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { FieldKind, ListFields, ListSpec } from '../query'

/** A table a resource may be declared on: an id, and the columns every resource writes. */
export type ResourceTable = PgTable & {
  id: AnyPgColumn
  createTime: AnyPgColumn
  version: AnyPgColumn
}

const LIST_KIND: Record<ResourceFieldKind, FieldKind> = {
  text: 'string',
  textarea: 'string',
  password: 'string',
  integer: 'integer',
  number: 'number',
  money: 'number',
  weight: 'number',
  date: 'date',
  datetime: 'datetime',
  dict: 'dict',
  multiDict: 'string',
  treeDict: 'dict',
  user: 'string',
  depart: 'string',
  image: 'string',
  file: 'string',
  richText: 'string',
}

/** Every column of the table by property name. */
export const columnsOf = (table: PgTable) => getTableColumns(table) as Record<string, AnyPgColumn>

/** The column of each declared field; a field that is not a column of the table fails at start-up. */
export function fieldColumns(resource: Resource, table: PgTable): Map<string, AnyPgColumn> {
  const columns = columnsOf(table)
  const result = new Map<string, AnyPgColumn>()
  for (const name of Object.keys(resource.fields)) {
    const column = columns[name]
    if (!column) throw new Error(`${resource.baseUrl}: field ${name} is not a column of ${resource.table}`)
    result.set(name, column)
  }
  for (const needed of [
    'id',
    'version',
    ...(resource.scope.tenant ? ['tenantId'] : []),
    ...(resource.scope.softDelete ? ['delFlag'] : []),
    ...(resource.scope.customer ? ['customerId'] : []),
  ]) {
    if (!columns[needed]) throw new Error(`${resource.baseUrl}: ${resource.table} needs a ${needed} column`)
  }
  return result
}

/**
 * The list whitelist of a resource: each declared field, filtered by its kind; passwords are neither filtered nor
 * sorted; `id` is always filterable. The default order is the declaration's, else createTime descending; ties broken by id.
 */
export function resourceListSpec(resource: Resource, table: ResourceTable): ListSpec {
  const fields: ListFields = {}
  for (const [name, column] of fieldColumns(resource, table)) {
    const field = resource.fields[name]
    if (field.kind === 'password') continue
    fields[name] = {
      column,
      kind: LIST_KIND[field.kind],
      dictCode: field.dictCode,
      sortable: field.kind !== 'richText',
    }
  }
  // Pickers look stored records up by `id=a,b,` (an IN list), whatever the resource declares.
  fields.id ??= { column: table.id, kind: 'string', sortable: false }
  const sort = resource.defaultSort
  return {
    fields,
    defaultSort: sort
      ? { column: columnsOf(table)[sort.field], ascending: sort.order === 'asc' }
      : { column: table.createTime, ascending: false },
    tiebreak: table.id,
  }
}
