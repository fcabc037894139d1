import { asc, desc, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { fieldNamed, type ListSpec } from './fields'
import { queryErrors } from './messages'

/**
 * `column` (a whitelisted property, maybe with JeecgBoot's `_dictText` suffix) and `order` (ascending iff it contains
 * "asc") → the sort column and direction. No column → the spec's default; an unknown column → 400.
 */
export function sortOf(
  spec: ListSpec,
  column: unknown,
  order: unknown,
): { column: AnyPgColumn; ascending: boolean } {
  if (typeof column === 'string' && column !== '') {
    const name = column.replace(/_dictText$/, '')
    const field = fieldNamed(spec.fields, name)
    if (!field || field.sortable === false) throw queryErrors.unknownSortColumn(column)
    return { column: field.column, ascending: typeof order === 'string' && /asc/i.test(order) }
  }
  return spec.defaultSort
}

/** ORDER BY for `column` / `order` (see sortOf), with the spec's tiebreak. */
export function orderBy(spec: ListSpec, column: unknown, order: unknown): SQL[] {
  const { column: sortColumn, ascending } = sortOf(spec, column, order)
  const direction = ascending ? asc : desc
  return sortColumn === spec.tiebreak
    ? [direction(sortColumn)]
    : [direction(sortColumn), direction(spec.tiebreak)]
}
