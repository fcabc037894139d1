import type { DataTableSort } from './DataTable.types'

export const DEFAULT_ELLIPSIS = 25

export function cutText(text: string, ellipsis: boolean | number | undefined): string {
  const limit = ellipsis === true ? DEFAULT_ELLIPSIS : typeof ellipsis === 'number' ? ellipsis : 0
  return limit > 0 && text.length > limit ? `${text.slice(0, limit)}...` : text
}

/** Clicking a sortable header cycles ascending → descending → unsorted. */
export function nextSort(sort: DataTableSort | undefined, column: string): DataTableSort {
  if (sort?.column !== column || !sort.order) return { column, order: 'asc' }
  if (sort.order === 'asc') return { column, order: 'desc' }
  return {}
}

export type HeaderCheckState = boolean | 'mixed'

/** The header box: none, some (mixed) or all of the page's selectable rows. */
export function headerCheckState(selectableKeys: string[], selectedKeys: string[]): HeaderCheckState {
  const chosen = new Set(selectedKeys)
  let selected = 0
  for (const key of selectableKeys) if (chosen.has(key)) selected++
  if (selected === 0) return false
  return selected === selectableKeys.length ? true : 'mixed'
}
