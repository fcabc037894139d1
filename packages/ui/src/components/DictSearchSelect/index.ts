export { DictSearchSelect } from './DictSearchSelect'
export type { DictSearchSelectProps } from './DictSearchSelect.types'
export {
  DICT_SEARCH_CELL_DEBOUNCE_MS,
  DICT_SEARCH_DEBOUNCE_MS,
  DICT_SEARCH_EMPTY_TEXT,
  DICT_SEARCH_HINT_TEXT,
  DICT_SEARCH_PAGE_SIZE,
  dictSearchCellProps,
} from './dictSearchSettings'
