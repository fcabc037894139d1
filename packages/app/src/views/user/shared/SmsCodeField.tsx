import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components'
import { useSmsCountdown } from './useSmsCountdown'

export interface SmsCodeFieldProps {
  value: string
  onChange: (value: string) => void
  /** Checks the phone number and sends the code; rejects with the server's reply. */
  send: () => Promise<unknown>
  validationMessage?: string
}

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 128px',
    gap: tokens.spacingHorizontalS,
    alignItems: 'end',
  },
  // Fluent inputs have a minimum width; on a phone the code field must give way to the button.
  input: { minWidth: 0 },
  button: { height: '40px' },
})

/** The SMS code input with 获取验证码 and its 60-second wait. */
export function SmsCodeField({ value, onChange, send, validationMessage }: SmsCodeFieldProps) {
  const styles = useStyles()
  const sms = useSmsCountdown(send)
  return (
    <div className={styles.row}>
      <Field label="验证码" required validationMessage={sms.error ?? validationMessage}>
        <Input
          className={styles.input}
          size="large"
          value={value}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          onChange={(_, data) => onChange(data.value)}
        />
      </Field>
      <Button
        className={styles.button}
        disabled={sms.sending || sms.waiting}
        onClick={() => void sms.request()}
        aria-live="polite"
      >
        {sms.waiting ? `${sms.seconds} 秒后重发` : '获取验证码'}
      </Button>
    </div>
  )
}
