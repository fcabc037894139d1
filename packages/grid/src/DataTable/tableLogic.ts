import type { DataTableSort } from './DataTable.types'

// Shared with the pickers' tables in @portico/ui.
export { cutText, DEFAULT_ELLIPSIS, type HeaderCheckState, headerCheckState } from '@portico/ui'

/** Clicking a sortable header cycles ascending → descending → unsorted. */
export function nextSort(sort: DataTableSort | undefined, column: string): DataTableSort {
  if (sort?.column !== column || !sort.order) return { column, order: 'asc' }
  if (sort.order === 'asc') return { column, order: 'desc' }
  return {}
}
