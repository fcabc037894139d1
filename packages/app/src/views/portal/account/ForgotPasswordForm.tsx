import { useState } from 'react'
import { recruitApi } from '../recruitApi'
import { AccountForm } from './AccountForm'
import { newPasswordProblem } from './accountChecks'
import { PasswordPair } from './PasswordPair'
import { usePhoneVerification } from './PortalRegisterForm'

/** 忘记密码: a code to the registered phone, then a new password (POST /recruit/interviewee/resetPassword). */
export function ForgotPasswordForm({ onDone }: { onDone: (message: string) => void }) {
  const verification = usePhoneVerification('reset')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  return (
    <AccountForm
      submitLabel="重置密码"
      check={() => verification.problem() ?? newPasswordProblem(password, confirm)}
      submit={async () => {
        const { phone, smsCode } = verification
        onDone(await recruitApi.resetPassword({ phone, smsCode, password, confirmPassword: confirm }))
      }}
    >
      {verification.fields}
      <PasswordPair
        label="新密码"
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
      />
    </AccountForm>
  )
}
