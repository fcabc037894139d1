import { Body1 } from '@fluentui/react-components'
import type { SysUser } from '@portico/contract'
import { useMemo } from 'react'
import { passwordFields } from '../../../components/form/passwordFields'
import { useTexts } from '../../../i18n'
import type { AccountApi } from '../accountApi'
import { SettingsForm } from './SettingsForm'

/** 安全设置: change the password (PUT /sys/user/updatePassword, spec §5 Password change messages). */
export function SecuritySettings({ user, api }: { user: SysUser | null; api: AccountApi }) {
  const texts = useTexts()
  const { t } = texts
  const fields = useMemo(() => passwordFields(texts), [texts])
  return (
    <>
      <Body1>
        {t(user?.phone ? 'password.hintPhone' : 'password.hintNoPhone', {
          username: user?.username ?? '',
          phone: user?.phone ?? '',
        })}
      </Body1>
      <SettingsForm
        label={t('password.title')}
        fields={fields}
        initialValues={{}}
        submitLabel={t('password.title')}
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
