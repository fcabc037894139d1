import { Button, Field, Input, makeStyles, Subtitle1, Text, tokens } from '@fluentui/react-components'
import { authActions } from '@portico/contract'
import { useHttp } from '@portico/ui'
import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { callAction, resultOf } from '../../../api/callAction'
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
import { confirmRules, mobileField, passwordRules } from '../Register/registerFields'
import { SmsCodeField } from '../shared/SmsCodeField'
import { useAnsweredCaptcha } from '../shared/useAnsweredCaptcha'
import { StepIndicator } from './StepIndicator'

const STEPS = ['确认账号', '安全验证', '设置新密码', '完成'] as const
const newPasswordFields = [
  { name: 'password', label: '新密码', kind: 'password' as const, rules: passwordRules },
  { name: 'confirmpassword', label: '确认新密码', kind: 'password' as const, rules: confirmRules },
]

const useStyles = makeStyles({ root: { display: 'grid', gap: tokens.spacingVerticalL } })

/** 找回密码 (spec §2 Login views: alteration steps 1 to 4): account, phone code, new password, done. */
export default function AlterationPage() {
  const styles = useStyles()
  const http = useHttp()
  const navigate = useNavigate()
  const [step, setStep] = useState(0)
  const [values, setValues] = useState<FormValues>({})
  const [errors, setErrors] = useState<FormErrors>({})
  const [smscode, setSmscode] = useState('')
  const { busy, error, run } = useSubmission('操作失败，请稍后再试')
  const captcha = useAnsweredCaptcha(useCaptcha(sessionApi.captcha))
  const set = (name: string, value: string) => setValues((current) => ({ ...current, [name]: value }))

  const submitters: Record<number, () => Promise<void> | void> = {
    0: () => {
      if (!values.username?.trim()) return setErrors({ username: '请输入用户账号' })
      setErrors({})
      setStep(1)
    },
    1: () =>
      run(async () => {
        const problem = validateField(mobileField, values)
        if (problem || !smscode.trim())
          return setErrors({ phone: problem, smscode: smscode.trim() ? undefined : '请输入验证码' })
        const verified = await resultOf(http, authActions.phoneVerification, {
          body: { phone: values.phone.trim(), smscode: smscode.trim() },
        })
        if (verified.username !== values.username.trim()) throw { message: '手机号与账号不匹配' }
        setErrors({})
        setStep(2)
      }),
    2: () =>
      run(async () => {
        const found = validateForm(newPasswordFields, values)
        setErrors(found)
        if (Object.values(found).some(Boolean)) return
        const reply = await callAction(http, authActions.passwordChange, {
          body: {
            username: values.username.trim(),
            password: values.password,
            smscode: smscode.trim(),
            phone: values.phone.trim(),
          },
        })
        if (!reply.success) throw reply
        setStep(3)
      }),
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    void submitters[step]?.()
  }

  return (
    <form className={styles.root} onSubmit={submit} noValidate aria-label="找回密码">
      <Subtitle1 as="h2">找回密码</Subtitle1>
      <StepIndicator steps={STEPS} current={step} />
      <FormError message={error} />
      {step === 0 && (
        <Field label="用户账号" required validationMessage={errors.username}>
          <Input size="large" value={values.username ?? ''} onChange={(_, d) => set('username', d.value)} />
        </Field>
      )}
      {step === 1 && (
        <>
          <FormFields columns={1} fields={[mobileField]} values={values} errors={errors} onChange={set} />
          {captcha.field}
          <SmsCodeField
            value={smscode}
            onChange={setSmscode}
            validationMessage={errors.smscode}
            send={async () => {
              const problem = validateField(mobileField, values)
              setErrors({ phone: problem })
              if (problem) throw { message: problem }
              return captcha.withAnswer((answer) => sessionApi.sendSms(values.phone.trim(), '2', answer))
            }}
          />
        </>
      )}
      {step === 2 && (
        <FormFields columns={1} fields={newPasswordFields} values={values} errors={errors} onChange={set} />
      )}
      {step === 3 ? (
        <>
          <Text role="status">账号 {values.username} 的密码已重置，请使用新密码登录。</Text>
          <Button
            appearance="primary"
            size="large"
            onClick={() => navigate('/user/login', { replace: true })}
          >
            返回登录
          </Button>
        </>
      ) : (
        <>
          <SubmitButton busy={busy}>{step === 2 ? '提交' : '下一步'}</SubmitButton>
          <AppLink to="/user/login">返回登录</AppLink>
        </>
      )}
    </form>
  )
}
