import type { SysUser } from '@portico/contract'
import { useMemo } from 'react'
import { useTexts } from '../../../i18n'
import type { AccountApi } from '../accountApi'
import { ProfileForm } from './ProfileForm'
import { baseFields } from './profileFields'

/** 基本设置: name, sex, birthday and desk phone (PUT /sys/user/editSelf). */
export function BaseSettings({ user, api }: { user: SysUser | null; api: AccountApi }) {
  const texts = useTexts()
  const { t } = texts
  const fields = useMemo(() => baseFields(texts), [texts])
  return (
    <ProfileForm
      user={user}
      api={api}
      label={t('account.section.base')}
      fields={fields}
      submitLabel={t('account.saveBase')}
      savedMessage={t('account.baseSaved')}
    />
  )
}
