import { Field, Input } from '@fluentui/react-components'
import { useState } from 'react'
import { recruitApi } from '../recruitApi'
import { AccountForm } from './AccountForm'
import { newPasswordProblem } from './accountChecks'
import { PasswordPair } from './PasswordPair'

/** 修改密码 of a signed-in interviewee. */
export function UpdatePasswordForm({ onDone }: { onDone: (message: string) => void }) {
  const [oldPassword, setOldPassword] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  return (
    <AccountForm
      submitLabel="确定"
      check={() => (oldPassword ? newPasswordProblem(password, confirm) : '请输入旧密码!')}
      submit={async () =>
        onDone(await recruitApi.updatePassword({ oldPassword, password, confirmPassword: confirm }))
      }
    >
      <Field label="旧密码" required>
        <Input
          type="password"
          value={oldPassword}
          autoComplete="current-password"
          onChange={(_, data) => setOldPassword(data.value)}
        />
      </Field>
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
