import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components'
import { type UploadActivity, UploadAwareButton } from '@portico/upload'
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

export interface SubmitButtonProps {
  busy: boolean
  /** The form's uploaders (from an `UploadActivityScope`): the button waits, saying why, while one is busy. */
  uploads?: UploadActivity
  children: ReactNode
}

/** A form's large primary submit button, busy while the request runs. */
export function SubmitButton({ busy, uploads, children }: SubmitButtonProps) {
  const props = {
    type: 'submit',
    appearance: 'primary',
    size: 'large',
    disabled: busy,
    icon: busy ? <Spinner size="tiny" /> : undefined,
    children,
  } as const
  return uploads ? <UploadAwareButton {...props} activity={uploads} /> : <Button {...props} />
}
