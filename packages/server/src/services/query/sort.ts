import { asc, desc, type SQL } from 'drizzle-orm'
import { fieldNamed, type ListSpec } from './fields'
import { queryErrors } from './messages'

/**
 * `column` (a whitelisted property, maybe with JeecgBoot's `_dictText` suffix) and `order` (ascending iff it contains
 * "asc") → ORDER BY, with the spec's tiebreak. No column → the spec's default; an unknown column → 400.
 */
export function orderBy(spec: ListSpec, column: unknown, order: unknown): SQL[] {
  let { column: sortColumn, ascending } = spec.defaultSort
  if (typeof column === 'string' && column !== '') {
    const name = column.replace(/_dictText$/, '')
    const field = fieldNamed(spec.fields, name)
    if (!field || field.sortable === false) throw queryErrors.unknownSortColumn(column)
    sortColumn = field.column
    ascending = typeof order === 'string' && /asc/i.test(order)
  }
  const direction = ascending ? asc : desc
  return sortColumn === spec.tiebreak
    ? [direction(sortColumn)]
    : [direction(sortColumn), direction(spec.tiebreak)]
}
