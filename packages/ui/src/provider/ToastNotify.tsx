import { lazy, type ReactElement, Suspense, useCallback, useMemo, useRef, useState } from 'react'
import type { Notify } from './notify'
import type { ShowToast, ToastRequest } from './toastRequest'

// Fluent's Toaster (with its motion and focus code) is loaded with the first toast: a page that never notifies does
// not pay for it.
const ToastHost = lazy(() => import('./ToastHost'))

/**
 * The Notify that shows Fluent toasts, and the element that holds them (null until the first toast). Toasts raised
 * before the Toaster is loaded wait for it, in order.
 */
export function useToastNotify(): { notify: Notify; toaster: ReactElement | null } {
  const waiting = useRef<ToastRequest[]>([])
  const shown = useRef<ShowToast | null>(null)
  const [wanted, setWanted] = useState(false)
  const notify = useMemo<Notify>(() => {
    const show = (request: ToastRequest) => {
      if (shown.current) return shown.current(request)
      waiting.current.push(request)
      setWanted(true)
    }
    return {
      success: (message) => show({ intent: 'success', message }),
      info: (message) => show({ intent: 'info', message }),
      warning: (message) => show({ intent: 'warning', message }),
      error: (message, title) => show({ intent: 'error', message, title }),
    }
  }, [])
  const attach = useCallback((show: ShowToast | null) => {
    shown.current = show
    if (show) for (const request of waiting.current.splice(0)) show(request)
  }, [])
  const toaster = wanted ? (
    <Suspense fallback={null}>
      <ToastHost attach={attach} />
    </Suspense>
  ) : null
  return { notify, toaster }
}
