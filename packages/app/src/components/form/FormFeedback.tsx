import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components'
import type { ReactNode } from 'react'

/** The server's or the form's error above a form; nothing when there is none. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null
  return (
    <MessageBar intent="error">
      <MessageBarBody>{message}</MessageBarBody>
    </MessageBar>
  )
}

/** A form's large primary submit button, busy while the request runs. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      appearance="primary"
      size="large"
      disabled={busy}
      icon={busy ? <Spinner size="tiny" /> : undefined}
    >
      {children}
    </Button>
  )
}
