import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components'
import { type FormEvent, type ReactNode, useState } from 'react'
import { messageOf } from '../../../components/form/messageOf'

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end', flexWrap: 'wrap' },
})

/**
 * A small account form: its fields, one submit button, and the server's refusal shown above the button. `check`
 * answers a message when the input is not ready to send; what was typed stays in the fields either way.
 */
export function AccountForm({
  children,
  submitLabel,
  check,
  submit,
  extra,
}: {
  children: ReactNode
  submitLabel: string
  check: () => string | undefined
  submit: () => Promise<unknown>
  extra?: ReactNode
}) {
  const styles = useStyles()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const problem = check()
    setError(problem ?? null)
    if (problem) return
    setBusy(true)
    try {
      await submit()
    } catch (failure) {
      setError(messageOf(failure, '操作失败，请稍后再试'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {children}
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        {extra}
        <Button appearance="primary" type="submit" disabled={busy}>
          {busy ? '提交中…' : submitLabel}
        </Button>
      </div>
    </form>
  )
}
