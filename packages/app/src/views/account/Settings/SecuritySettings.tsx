import { Body1 } from '@fluentui/react-components'
import type { SysUser } from '@portico/contract'
import { passwordFields } from '../../../components/form/passwordFields'
import type { AccountApi } from '../accountApi'
import { SettingsForm } from './SettingsForm'

/** 安全设置: change the password (PUT /sys/user/updatePassword, spec §5 Password change messages). */
export function SecuritySettings({ user, api }: { user: SysUser | null; api: AccountApi }) {
  return (
    <>
      <Body1>
        账户 {user?.username}：修改密码后，下次登录请使用新密码。手机号
        {user?.phone ? `（${user.phone}）` : '未绑定，'}
        可用于找回密码。
      </Body1>
      <SettingsForm
        label="修改密码"
        fields={passwordFields}
        initialValues={{}}
        submitLabel="修改密码"
        clearOnSuccess
        onSubmit={(values) =>
          api.updatePassword({
            username: user?.username ?? '',
            oldpassword: values.oldpassword,
            password: values.password,
            confirmpassword: values.confirmpassword,
          })
        }
      />
    </>
  )
}
