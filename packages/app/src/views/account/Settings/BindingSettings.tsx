import { Body1 } from '@fluentui/react-components'
import type { SysUser } from '@portico/contract'
import { useMemo } from 'react'
import type { AccountApi } from '../accountApi'
import { bindingFields, changeOf, valuesOf } from './profileFields'
import { SettingsForm } from './SettingsForm'

/** 账户绑定: the phone for SMS login and password reset, the e-mail for notices. */
export function BindingSettings({ user, api }: { user: SysUser | null; api: AccountApi }) {
  const initial = useMemo(() => valuesOf(user), [user])
  return (
    <>
      <Body1>绑定的手机号可用于手机号登录和找回密码；邮箱用于接收系统通知。留空即解除绑定。</Body1>
      <SettingsForm
        label="账户绑定"
        fields={bindingFields}
        initialValues={initial}
        submitLabel="保存绑定"
        onSubmit={async (values) => {
          await api.editSelf(changeOf(bindingFields, values))
          return '绑定信息已更新'
        }}
      />
    </>
  )
}
