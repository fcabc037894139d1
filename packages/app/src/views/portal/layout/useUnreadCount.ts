import { useCallback, useEffect, useState } from 'react'
import { recruitApi } from '../recruitApi'

/** The header's unread count, read again on every page change and on request. */
export function useUnreadCount(signedIn: boolean, pathname: string) {
  const [unread, setUnread] = useState(0)
  const [tick, setTick] = useState(0)
  const refresh = useCallback(() => setTick((n) => n + 1), [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname and tick are the triggers
  useEffect(() => {
    if (!signedIn) {
      setUnread(0)
      return
    }
    let cancelled = false
    recruitApi
      .unreadCount()
      .then((n) => !cancelled && setUnread(n))
      .catch(() => undefined)
    return () => {
      cancelled = true
    }
  }, [signedIn, pathname, tick])
  return { unread, refresh }
}
