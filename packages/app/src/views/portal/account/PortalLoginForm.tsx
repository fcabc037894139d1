import { Field, Input, Link } from '@fluentui/react-components'
import { useState } from 'react'
import { recruitApi } from '../recruitApi'
import { AccountForm } from './AccountForm'
import { phoneProblem } from './accountChecks'
import { PhoneInput } from './PhoneInput'

/** 登录 of the portal: phone and password (POST /recruit/interviewee/login/V2). */
export function PortalLoginForm({
  onDone,
  onForgot,
  onRegister,
}: {
  onDone: () => void
  onForgot: () => void
  onRegister: () => void
}) {
  const [phone, setPhone] = useState('')
  const [password, setPassword] = useState('')
  return (
    <AccountForm
      submitLabel="登录"
      check={() => phoneProblem(phone) ?? (password ? undefined : '请输入密码')}
      submit={async () => {
        await recruitApi.login(phone, password)
        onDone()
      }}
      extra={
        <span style={{ marginRight: 'auto', display: 'flex', gap: 12, alignItems: 'center' }}>
          <Link as="button" type="button" onClick={onForgot}>
            忘记密码
          </Link>
          <Link as="button" type="button" onClick={onRegister}>
            注册账号
          </Link>
        </span>
      }
    >
      <PhoneInput value={phone} onChange={setPhone} />
      <Field label="密码" required>
        <Input
          type="password"
          value={password}
          autoComplete="current-password"
          onChange={(_, data) => setPassword(data.value)}
        />
      </Field>
    </AccountForm>
  )
}
