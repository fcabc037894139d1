import { useCallback, useEffect, useState } from 'react'
import { createKeyedDebounce } from '../keyedDebounce'

/** How long a row changed from another screen stays marked (spec §9: reload effect 1400 ms). */
export const RELOAD_EFFECT_MS = 1400

/**
 * The rows that another screen just changed, each marked for RELOAD_EFFECT_MS after its latest change (JVxeTable's
 * `reloadEffect`). `mark` does nothing while `enabled` is false.
 */
export function useReloadEffect(enabled: boolean) {
  const [marked, setMarked] = useState<ReadonlySet<string>>(() => new Set())
  const [unmarks] = useState(() => createKeyedDebounce(RELOAD_EFFECT_MS))
  useEffect(() => () => unmarks.cancelAll(), [unmarks])

  const mark = useCallback(
    (rowId: string) => {
      if (!enabled) return
      setMarked((current) => (current.has(rowId) ? current : new Set(current).add(rowId)))
      unmarks.schedule(rowId, () =>
        setMarked((current) => {
          const next = new Set(current)
          next.delete(rowId)
          return next
        }),
      )
    },
    [enabled, unmarks],
  )

  return { marked, mark }
}
