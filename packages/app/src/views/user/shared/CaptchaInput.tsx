import { Button, Field, Image, Input, makeStyles, tokens } from '@fluentui/react-components'
import { ArrowClockwise20Regular } from '@fluentui/react-icons'
import type { useCaptcha } from '../Login/useCaptcha'

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 120px',
    gap: tokens.spacingHorizontalS,
    alignItems: 'end',
  },
  input: { minWidth: 0 },
  image: { height: '32px', padding: 0, minWidth: '120px', overflow: 'hidden' },
})

export type Captcha = ReturnType<typeof useCaptcha>

/** 图形验证码: the answer's input beside the image; click the image for a new one. */
export function CaptchaInput({
  captcha,
  value,
  onChange,
}: {
  captcha: Captcha
  value: string
  onChange: (value: string) => void
}) {
  const styles = useStyles()
  return (
    <div className={styles.row}>
      <Field label="图形验证码" required validationMessage={captcha.error ?? undefined}>
        <Input
          className={styles.input}
          value={value}
          maxLength={8}
          autoComplete="off"
          onChange={(_, data) => onChange(data.value)}
        />
      </Field>
      <Button className={styles.image} onClick={captcha.refresh} aria-label="看不清，换一张">
        {captcha.image ? (
          <Image src={captcha.image} alt="图形验证码" fit="contain" />
        ) : (
          <ArrowClockwise20Regular />
        )}
      </Button>
    </div>
  )
}
