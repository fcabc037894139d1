import type { SysUser } from '@portico/contract'
import { useMemo } from 'react'
import type { AccountApi } from '../accountApi'
import { baseFields, changeOf, valuesOf } from './profileFields'
import { SettingsForm } from './SettingsForm'

/** 基本设置: name, sex, birthday and desk phone (PUT /sys/user/editSelf). */
export function BaseSettings({ user, api }: { user: SysUser | null; api: AccountApi }) {
  const initial = useMemo(() => valuesOf(user), [user])
  return (
    <SettingsForm
      label="基本设置"
      fields={baseFields}
      initialValues={initial}
      submitLabel="更新基本信息"
      onSubmit={async (values) => {
        await api.editSelf(changeOf(baseFields, values))
        return '基本信息已更新'
      }}
    />
  )
}
