import { Body1 } from '@fluentui/react-components'
import type { SysUser } from '@portico/contract'
import type { AccountApi } from '../accountApi'
import { ProfileForm } from './ProfileForm'
import { bindingFields } from './profileFields'

/** 账户绑定: the phone for SMS login and password reset, the e-mail for notices. */
export function BindingSettings({ user, api }: { user: SysUser | null; api: AccountApi }) {
  return (
    <>
      <Body1>绑定的手机号可用于手机号登录和找回密码；邮箱用于接收系统通知。留空即解除绑定。</Body1>
      <ProfileForm
        user={user}
        api={api}
        label="账户绑定"
        fields={bindingFields}
        submitLabel="保存绑定"
        savedMessage="绑定信息已更新"
      />
    </>
  )
}
