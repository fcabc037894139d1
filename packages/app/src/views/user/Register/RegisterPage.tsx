import { makeStyles, Subtitle1, tokens } from '@fluentui/react-components'
import { authActions } from '@portico/contract'
import { useHttp } from '@portico/ui'
import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { callAction } from '../../../api/callAction'
import { sessionApi } from '../../../api/sessionApi'
import { AppLink } from '../../../components/AppLink'
import { FormError, SubmitButton } from '../../../components/form/FormFeedback'
import { FormFields } from '../../../components/form/FormFields'
import {
  type FormErrors,
  type FormValues,
  validateField,
  validateForm,
} from '../../../components/form/fieldSpec'
import { useSubmission } from '../../../components/form/useSubmission'
import { useCaptcha } from '../Login/useCaptcha'
import { SmsCodeField } from '../shared/SmsCodeField'
import { useAnsweredCaptcha } from '../shared/useAnsweredCaptcha'
import { mobileField, registerFields } from './registerFields'

const useStyles = makeStyles({ form: { display: 'grid', gap: tokens.spacingVerticalL } })

/** Self-registration with a phone code (authActions.register); the result page follows. */
export default function RegisterPage() {
  const styles = useStyles()
  const http = useHttp()
  const navigate = useNavigate()
  const [values, setValues] = useState<FormValues>({})
  const [errors, setErrors] = useState<FormErrors>({})
  const [smscode, setSmscode] = useState('')
  const [touched, setTouched] = useState(false)
  const submission = useSubmission('注册失败，请稍后再试')
  const captcha = useAnsweredCaptcha(useCaptcha(sessionApi.captcha))

  async function sendCode() {
    const problem = validateField(mobileField, values)
    setErrors((current) => ({ ...current, phone: problem }))
    if (problem) throw { message: problem }
    return captcha.withAnswer((answer) => sessionApi.sendSms(values.phone.trim(), '1', answer))
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setTouched(true)
    const found = validateForm(registerFields, values)
    setErrors(found)
    if (Object.values(found).some(Boolean) || !smscode.trim()) return
    await submission.run(async () => {
      const { confirmpassword: _confirm, ...form } = values
      const reply = await callAction(http, authActions.register, {
        body: { ...form, smscode: smscode.trim() },
      })
      if (!reply.success) return submission.setError(reply.message)
      navigate(`/user/register-result?username=${encodeURIComponent(values.username)}`, { replace: true })
    })
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="注册">
      <Subtitle1 as="h2">注册</Subtitle1>
      <FormError message={submission.error} />
      <FormFields
        columns={1}
        fields={registerFields}
        values={values}
        errors={errors}
        onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
      />
      {captcha.field}
      <SmsCodeField
        value={smscode}
        onChange={setSmscode}
        send={sendCode}
        validationMessage={touched && !smscode.trim() ? '请输入验证码' : undefined}
      />
      <SubmitButton busy={submission.busy}>注册</SubmitButton>
      <AppLink to="/user/login">使用已有账户登录</AppLink>
    </form>
  )
}
