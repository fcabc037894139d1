import { useCallback, useEffect, useRef, useState } from 'react'
import { messageOf } from '../../components/form/messageOf'

/**
 * `load`'s answer, loaded now and again every `intervalMs` (none: once), plus `reload`. A failed refresh keeps the last
 * figures and shows the failure; an answer after unmount is dropped.
 */
export function usePolling<T>(load: () => Promise<T>, fallbackError: string, intervalMs?: number) {
  const [data, setData] = useState<T | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [loading, setLoading] = useState(true)
  const alive = useRef(true)
  const reload = useCallback(async () => {
    setLoading(true)
    try {
      const result = await load()
      if (!alive.current) return
      setData(result)
      setError(null)
    } catch (failure) {
      if (alive.current) setError(messageOf(failure, fallbackError))
    } finally {
      if (alive.current) setLoading(false)
    }
  }, [load, fallbackError])
  useEffect(() => {
    alive.current = true
    void reload()
    const timer = intervalMs ? setInterval(() => void reload(), intervalMs) : undefined
    return () => {
      alive.current = false
      clearInterval(timer)
    }
  }, [reload, intervalMs])
  return { data, error, loading, reload }
}
