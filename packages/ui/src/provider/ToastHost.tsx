import { Toast, ToastBody, Toaster, ToastTitle, useId, useToastController } from '@fluentui/react-components'
import { useEffect } from 'react'
import type { ShowToast } from './toastRequest'

export interface ToastHostProps {
  /** Called with the way to show a toast once the Toaster listens, and with null when it goes. */
  attach: (show: ShowToast | null) => void
}

/** A Fluent Toaster, and what shows a toast in it. Loaded with the first toast (see useToastNotify). */
export default function ToastHost({ attach }: ToastHostProps) {
  const toasterId = useId('portico-toaster')
  const { dispatchToast } = useToastController(toasterId)
  // The Toaster below subscribes in its own effect, which runs before this one: a toast shown from here is not lost.
  useEffect(() => {
    attach(({ intent, message, title }) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{title ?? message}</ToastTitle>
          {title && <ToastBody>{message}</ToastBody>}
        </Toast>,
        { intent, timeout: intent === 'error' ? 6000 : 3000 },
      ),
    )
    return () => attach(null)
  }, [attach, dispatchToast])
  // A named region, so a toast on screen is inside a landmark like the rest of the page.
  return (
    <section aria-label="消息提示">
      <Toaster toasterId={toasterId} position="top" inline />
    </section>
  )
}
