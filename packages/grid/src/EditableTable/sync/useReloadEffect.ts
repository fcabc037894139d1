import { useCallback, useEffect, useRef, useState } from 'react'

/** How long a row changed from another screen stays marked (spec §9: reload effect 1400 ms). */
export const RELOAD_EFFECT_MS = 1400

/**
 * The rows that another screen just changed, each marked for RELOAD_EFFECT_MS after its latest change (JVxeTable's
 * `reloadEffect`). `mark` does nothing while `enabled` is false.
 */
export function useReloadEffect(enabled: boolean) {
  const [marked, setMarked] = useState<ReadonlySet<string>>(() => new Set())
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>())

  useEffect(() => {
    const pending = timers.current
    return () => {
      for (const timer of pending.values()) clearTimeout(timer)
      pending.clear()
    }
  }, [])

  const unmark = useCallback((rowId: string) => {
    timers.current.delete(rowId)
    setMarked((current) => {
      if (!current.has(rowId)) return current
      const next = new Set(current)
      next.delete(rowId)
      return next
    })
  }, [])

  const mark = useCallback(
    (rowId: string) => {
      if (!enabled) return
      clearTimeout(timers.current.get(rowId))
      timers.current.set(
        rowId,
        setTimeout(() => unmark(rowId), RELOAD_EFFECT_MS),
      )
      setMarked((current) => (current.has(rowId) ? current : new Set(current).add(rowId)))
    },
    [enabled, unmark],
  )

  return { marked, mark }
}
