/**
 * Spec §7 loadDict: "search debounced 300 ms in one place, 800 ms elsewhere". Checked against JeecgBoot 2.4.2:
 * - 800 ms everywhere a form searches a dictionary: JSearchSelectTag.vue (`debounce(this.loadData, 800)`), here the
 *   default of DictSearchSelect;
 * - 300 ms in the one editable-table cell that searches the server: JVxeSelectDictSearchCell.js
 *   (`debounce(this.loadData, 300)`), here `dictSearchCellProps`, used by @portico/grid's sel_search cell for a column
 *   that names a dictionary and brings no options. A sel_search column with options filters them without a delay.
 */
export const DICT_SEARCH_DEBOUNCE_MS = 800
export const DICT_SEARCH_CELL_DEBOUNCE_MS = 300
export const DICT_SEARCH_PAGE_SIZE = 10

/** Spec §8: an empty result, and the hint before anything was searched. */
export const DICT_SEARCH_EMPTY_TEXT = 'no data found'
export const DICT_SEARCH_HINT_TEXT = 'please enter search content'

/** The editable-table cell's variant: 300 ms, nothing loaded until the user types. */
export const dictSearchCellProps = {
  debounceMs: DICT_SEARCH_CELL_DEBOUNCE_MS,
  loadInitial: false,
} as const

/** What the open list shows besides options: a spinner while loading, else a hint or the empty text. */
export function dictSearchStatus(
  { loading, count, searched }: { loading: boolean; count: number; searched: boolean },
  texts = { empty: DICT_SEARCH_EMPTY_TEXT, hint: DICT_SEARCH_HINT_TEXT },
): { loading: true } | { text: string } | null {
  if (loading) return { loading: true }
  if (count > 0) return null
  return { text: searched ? texts.empty : texts.hint }
}
