import { useEffect, useState } from 'react'
import { messageOf } from './messageOf'

/**
 * What `load` answers, loaded when it changes (pass a stable function), or the failure's message (`fallbackError`
 * when it has none). `data` and `error` are both null while it loads; an answer after unmount is dropped.
 */
export function useLoaded<T>(load: () => Promise<T>, fallbackError: string) {
  const [data, setData] = useState<T | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    let cancelled = false
    load()
      .then((result) => !cancelled && setData(result))
      .catch((failure) => !cancelled && setError(messageOf(failure, fallbackError)))
    return () => {
      cancelled = true
    }
  }, [load, fallbackError])
  return { data, error }
}
