import { Toast, ToastBody, Toaster, ToastTitle, useId, useToastController } from '@fluentui/react-components'
import { type ReactElement, useMemo } from 'react'
import type { Notify } from './notify'

/** A Fluent Toaster and the Notify that shows toasts in it. */
export function useToastNotify(): { notify: Notify; toaster: ReactElement } {
  const toasterId = useId('portico-toaster')
  const { dispatchToast } = useToastController(toasterId)
  const notify = useMemo<Notify>(() => {
    const show = (intent: 'success' | 'info' | 'warning' | 'error', message: string, title?: string) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{title ?? message}</ToastTitle>
          {title && <ToastBody>{message}</ToastBody>}
        </Toast>,
        { intent, timeout: intent === 'error' ? 6000 : 3000 },
      )
    return {
      success: (m) => show('success', m),
      info: (m) => show('info', m),
      warning: (m) => show('warning', m),
      error: (m, title) => show('error', m, title),
    }
  }, [dispatchToast])
  // A named region, so a toast on screen is inside a landmark like the rest of the page.
  return {
    notify,
    toaster: (
      <section aria-label="消息提示">
        <Toaster toasterId={toasterId} position="top" inline />
      </section>
    ),
  }
}
