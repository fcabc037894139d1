import type { Page } from '@portico/contract'
import { useEffect, useState } from 'react'
import { messageOf } from '../../../components/form/messageOf'

/** One page of a portal list, reloaded when the page number or `version` changes. */
export function usePaged<T>(load: (pageNo: number) => Promise<Page<T>>, fallbackError: string, version = 0) {
  const [pageNo, setPageNo] = useState(1)
  const [page, setPage] = useState<Page<T> | null>(null)
  const [error, setError] = useState<string | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: version asks for a reload
  useEffect(() => {
    let cancelled = false
    load(pageNo)
      .then((result) => !cancelled && setPage(result))
      .catch((failure) => !cancelled && setError(messageOf(failure, fallbackError)))
    return () => {
      cancelled = true
    }
  }, [load, pageNo, fallbackError, version])
  return { pageNo, setPageNo, page, error }
}
