import { Body1 } from '@fluentui/react-components'
import type { SysUser } from '@portico/contract'
import { useMemo } from 'react'
import { useTexts } from '../../../i18n'
import type { AccountApi } from '../accountApi'
import { ProfileForm } from './ProfileForm'
import { bindingFields } from './profileFields'

/** 账户绑定: the phone for SMS login and password reset, the e-mail for notices. */
export function BindingSettings({ user, api }: { user: SysUser | null; api: AccountApi }) {
  const texts = useTexts()
  const { t } = texts
  const fields = useMemo(() => bindingFields(texts), [texts])
  return (
    <>
      <Body1>{t('account.bindingHint')}</Body1>
      <ProfileForm
        user={user}
        api={api}
        label={t('account.section.binding')}
        fields={fields}
        submitLabel={t('account.saveBinding')}
        savedMessage={t('account.bindingSaved')}
      />
    </>
  )
}
