import type { SysUser } from '@portico/contract'
import type { AccountApi } from '../accountApi'
import { ProfileForm } from './ProfileForm'
import { baseFields } from './profileFields'

/** 基本设置: name, sex, birthday and desk phone (PUT /sys/user/editSelf). */
export function BaseSettings({ user, api }: { user: SysUser | null; api: AccountApi }) {
  return (
    <ProfileForm
      user={user}
      api={api}
      label="基本设置"
      fields={baseFields}
      submitLabel="更新基本信息"
      savedMessage="基本信息已更新"
    />
  )
}
