import { Field, Input, makeStyles, tokens } from '@fluentui/react-components'
import { Phone20Regular } from '@fluentui/react-icons'
import { type LoginResult, MOBILE_PATTERN } from '@portico/contract'
import { type FormEvent, useState } from 'react'
import { FormError, SubmitButton } from '../../../components/form/FormFeedback'
import { useSubmission } from '../../../components/form/useSubmission'
import { SmsCodeField } from '../shared/SmsCodeField'
import { type CaptchaAnswer, useAnsweredCaptcha } from '../shared/useAnsweredCaptcha'
import { useCaptcha } from './useCaptcha'

export interface PhoneLoginFormProps {
  loadCaptcha: (checkKey: string) => Promise<{ success: boolean; result: string | null; message: string }>
  /** Sends the SMS code behind the answered image captcha. */
  sendCode: (mobile: string, answer: CaptchaAnswer) => Promise<unknown>
  login: (mobile: string, code: string) => Promise<LoginResult>
  onLoggedIn: (result: LoginResult) => void
}

const useStyles = makeStyles({ form: { display: 'grid', gap: tokens.spacingVerticalL, width: '100%' } })

const mobileProblem = (mobile: string) =>
  !mobile.trim()
    ? '请输入手机号码'
    : MOBILE_PATTERN.test(mobile.trim())
      ? undefined
      : '请输入正确格式的手机号码!'

/** Phone number, image captcha and SMS code (spec §2 Login views, §7 POST /sys/phoneLogin). */
export function PhoneLoginForm({ loadCaptcha, sendCode, login, onLoggedIn }: PhoneLoginFormProps) {
  const styles = useStyles()
  const captcha = useAnsweredCaptcha(useCaptcha(loadCaptcha))
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const [touched, setTouched] = useState(false)
  const submission = useSubmission('登录失败，请稍后再试')
  const mobileError = touched ? mobileProblem(mobile) : undefined

  async function send() {
    setTouched(true)
    const problem = mobileProblem(mobile)
    if (problem) throw { message: problem }
    return captcha.withAnswer((answer) => sendCode(mobile.trim(), answer))
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setTouched(true)
    if (mobileProblem(mobile) || !code.trim()) return
    await submission.run(async () => onLoggedIn(await login(mobile.trim(), code.trim())))
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="手机号登录">
      <FormError message={submission.error} />
      <Field label="手机号码" required validationMessage={mobileError}>
        <Input
          size="large"
          type="tel"
          contentBefore={<Phone20Regular />}
          value={mobile}
          autoComplete="tel"
          onChange={(_, d) => setMobile(d.value)}
        />
      </Field>
      {captcha.field}
      <SmsCodeField
        value={code}
        onChange={setCode}
        send={send}
        validationMessage={touched && !code.trim() ? '请输入验证码' : undefined}
      />
      <SubmitButton busy={submission.busy}>登录</SubmitButton>
    </form>
  )
}
