import { describe, expect, it } from 'vitest'
import {
  DICT_SEARCH_CELL_DEBOUNCE_MS,
  DICT_SEARCH_DEBOUNCE_MS,
  DICT_SEARCH_PAGE_SIZE,
  dictSearchCellProps,
  dictSearchStatus,
} from './dictSearchSettings'

describe('dictionary search settings', () => {
  it('waits 800 ms in forms and 300 ms in table cells, 10 rows a page', () => {
    expect(DICT_SEARCH_DEBOUNCE_MS).toBe(800)
    expect(DICT_SEARCH_CELL_DEBOUNCE_MS).toBe(300)
    expect(dictSearchCellProps).toEqual({ debounceMs: 300, loadInitial: false })
    expect(DICT_SEARCH_PAGE_SIZE).toBe(10)
  })

  it('hints before a search, says no data found after an empty one', () => {
    expect(dictSearchStatus({ loading: false, count: 0, searched: false })).toEqual({
      text: 'please enter search content',
    })
    expect(dictSearchStatus({ loading: false, count: 0, searched: true })).toEqual({ text: 'no data found' })
    expect(dictSearchStatus({ loading: false, count: 3, searched: true })).toBeNull()
    expect(dictSearchStatus({ loading: true, count: 0, searched: true })).toEqual({ loading: true })
  })
})
