import { useEffect, useRef, useState } from 'react'
import type { FetchSelectionPage } from './SelectionModal.types'
import { failureText } from './selectionPage'

export interface SelectionListState<Row> {
  records: Row[]
  total: number
  current: number
  pageSize: number
  keyword: string
  loading: boolean
  /** Why the last load failed; cleared by the next one. */
  error?: string
  setPage: (current: number, pageSize: number) => void
  /** A new search text, from page 1. */
  search: (keyword: string) => void
  retry: () => void
}

interface Request {
  current: number
  pageSize: number
  keyword: string
  attempt: number
}

/**
 * One page of candidates at a time. Loads on mount, on paging, on a new search and when `filters` change (compared
 * by value; back to page 1). A late answer to an older request is dropped.
 */
export function useSelectionList<Row, Filters>(
  fetchPage: FetchSelectionPage<Row, Filters>,
  { pageSize, filters }: { pageSize: number; filters: Filters },
): SelectionListState<Row> {
  const fetchRef = useRef(fetchPage)
  fetchRef.current = fetchPage
  const filtersKey = JSON.stringify(filters ?? {})
  const [request, setRequest] = useState<Request>({ current: 1, pageSize, keyword: '', attempt: 0 })
  const [seenFilters, setSeenFilters] = useState(filtersKey)
  if (seenFilters !== filtersKey) {
    setSeenFilters(filtersKey)
    setRequest((r) => ({ ...r, current: 1 }))
  }
  const [answer, setAnswer] = useState<{ records: Row[]; total: number; loading: boolean; error?: string }>({
    records: [],
    total: 0,
    loading: true,
  })

  useEffect(() => {
    let live = true
    setAnswer((a) => ({ ...a, loading: true, error: undefined }))
    fetchRef
      .current({
        pageNo: request.current,
        pageSize: request.pageSize,
        keyword: request.keyword,
        filters: JSON.parse(seenFilters) as Filters,
      })
      .then(
        (page) => live && setAnswer({ records: page.records, total: page.total, loading: false }),
        (error: unknown) =>
          live && setAnswer({ records: [], total: 0, loading: false, error: failureText(error) }),
      )
    return () => {
      live = false
    }
  }, [request, seenFilters])

  return {
    ...answer,
    current: request.current,
    pageSize: request.pageSize,
    keyword: request.keyword,
    setPage: (current, size) => setRequest((r) => ({ ...r, current, pageSize: size })),
    search: (keyword) => setRequest((r) => ({ ...r, keyword, current: 1 })),
    retry: () => setRequest((r) => ({ ...r, attempt: r.attempt + 1 })),
  }
}
