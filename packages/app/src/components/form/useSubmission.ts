import { useCallback, useState } from 'react'
import { messageOf } from './messageOf'

/**
 * A form's request in flight: `busy` while it runs, and the server's (or the fallback) message in `error`
 * when it fails. `onFailure` runs after a failure (a fresh captcha, say).
 */
export function useSubmission(fallbackError: string) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const run = useCallback(
    async (request: () => Promise<void>, onFailure?: () => void) => {
      setBusy(true)
      setError(null)
      try {
        await request()
      } catch (failure) {
        setError(messageOf(failure, fallbackError))
        onFailure?.()
      } finally {
        setBusy(false)
      }
    },
    [fallbackError],
  )
  return { busy, error, setError, run }
}
