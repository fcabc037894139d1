import { Button, Field, Image, Input, makeStyles, tokens } from '@fluentui/react-components'
import { ArrowClockwise20Regular, LockClosed20Regular, Person20Regular } from '@fluentui/react-icons'
import type { LoginRequest, LoginResult } from '@portico/contract'
import { type FormEvent, useState } from 'react'
import { FormError, SubmitButton } from '../../../components/form/FormFeedback'
import { useSubmission } from '../../../components/form/useSubmission'
import { useCaptcha } from './useCaptcha'

export interface LoginFormProps {
  loadCaptcha: (checkKey: string) => Promise<{ success: boolean; result: string | null; message: string }>
  login: (request: LoginRequest) => Promise<LoginResult>
  onLoggedIn: (result: LoginResult) => void
}

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalL, width: '100%' },
  captchaRow: {
    display: 'grid',
    gridTemplateColumns: '1fr 120px',
    gap: tokens.spacingHorizontalS,
    alignItems: 'end',
  },
  captchaButton: { height: '40px', padding: 0, minWidth: '120px', overflow: 'hidden' },
})

/** Username, password and image captcha (spec §2 Login views, §7 POST /sys/login). */
export function LoginForm({ loadCaptcha, login, onLoggedIn }: LoginFormProps) {
  const styles = useStyles()
  const captcha = useCaptcha(loadCaptcha)
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const submission = useSubmission('登录失败，请稍后再试')
  const [touched, setTouched] = useState(false)

  const missing = { username: !username.trim(), password: !password, code: !code.trim() }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setTouched(true)
    if (missing.username || missing.password || missing.code) return
    await submission.run(
      async () => {
        const result = await login({
          username: username.trim(),
          password,
          captcha: code.trim(),
          checkKey: captcha.checkKey,
        })
        onLoggedIn(result)
      },
      () => {
        setCode('')
        captcha.refresh()
      },
    )
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="账户密码登录">
      <FormError message={submission.error} />
      <Field
        label="用户名"
        required
        validationMessage={touched && missing.username ? '请输入用户名' : undefined}
      >
        <Input
          size="large"
          contentBefore={<Person20Regular />}
          value={username}
          autoComplete="username"
          onChange={(_, d) => setUsername(d.value)}
        />
      </Field>
      <Field label="密码" required validationMessage={touched && missing.password ? '请输入密码' : undefined}>
        <Input
          size="large"
          type="password"
          contentBefore={<LockClosed20Regular />}
          value={password}
          autoComplete="current-password"
          onChange={(_, d) => setPassword(d.value)}
        />
      </Field>
      <div className={styles.captchaRow}>
        <Field
          label="验证码"
          required
          validationMessage={touched && missing.code ? '请输入验证码' : (captcha.error ?? undefined)}
        >
          <Input
            size="large"
            value={code}
            autoComplete="off"
            maxLength={8}
            onChange={(_, d) => setCode(d.value)}
          />
        </Field>
        <Button
          className={styles.captchaButton}
          appearance="outline"
          onClick={captcha.refresh}
          title="看不清？换一张"
          aria-label="看不清？换一张"
        >
          {captcha.image ? (
            <Image src={captcha.image} alt="验证码" fit="contain" />
          ) : (
            <ArrowClockwise20Regular />
          )}
        </Button>
      </div>
      <SubmitButton busy={submission.busy}>登录</SubmitButton>
    </form>
  )
}
