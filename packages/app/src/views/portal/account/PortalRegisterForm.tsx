import { Checkbox } from '@fluentui/react-components'
import { useState } from 'react'
import { AppLink } from '../../../components/AppLink'
import { SmsCodeField } from '../../user/shared/SmsCodeField'
import { useAnsweredCaptcha } from '../../user/shared/useAnsweredCaptcha'
import { recruitApi } from '../recruitApi'
import { AccountForm } from './AccountForm'
import { newPasswordProblem, phoneProblem } from './accountChecks'
import { PasswordPair } from './PasswordPair'
import { PhoneInput } from './PhoneInput'
import { useRecruitCaptcha } from './useRecruitCaptcha'

/**
 * The phone, image captcha and SMS code steps shared by 注册 and 忘记密码: the SMS code is sent only after the image
 * captcha, which is renewed after every attempt.
 */
export function usePhoneVerification(type: 'register' | 'reset') {
  const captcha = useAnsweredCaptcha(useRecruitCaptcha())
  const [phone, setPhone] = useState('')
  const [smsCode, setSmsCode] = useState('')
  const send = async () => {
    const problem = phoneProblem(phone)
    if (problem) throw new Error(problem)
    return captcha.withAnswer((answer) => recruitApi.sendCode({ phone, ...answer, type }))
  }
  const fields = (
    <>
      <PhoneInput value={phone} onChange={setPhone} />
      {captcha.field}
      <SmsCodeField value={smsCode} onChange={setSmsCode} send={send} />
    </>
  )
  const problem = () => phoneProblem(phone) ?? (smsCode.trim() ? undefined : '请输入短信验证码')
  return { phone, smsCode: smsCode.trim(), fields, problem }
}

/** 注册: phone, image captcha, SMS code and a password; signs the new interviewee in. */
export function PortalRegisterForm({ onDone }: { onDone: () => void }) {
  const verification = usePhoneVerification('register')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [agreed, setAgreed] = useState(false)
  return (
    <AccountForm
      submitLabel="注册"
      check={() =>
        verification.problem() ??
        newPasswordProblem(password, confirm) ??
        (agreed ? undefined : '请阅读并同意隐私政策')
      }
      submit={async () => {
        const { phone, smsCode } = verification
        await recruitApi.register({ phone, smsCode, password, confirmPassword: confirm })
        await recruitApi.login(phone, password)
        onDone()
      }}
    >
      {verification.fields}
      <PasswordPair password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} />
      <Checkbox
        checked={agreed}
        onChange={(_, data) => setAgreed(data.checked === true)}
        label={
          <>
            我已阅读并同意<AppLink to="/privacy">《隐私政策》</AppLink>
          </>
        }
      />
    </AccountForm>
  )
}
