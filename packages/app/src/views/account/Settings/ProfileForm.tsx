import type { SysUser } from '@portico/contract'
import { useMemo } from 'react'
import type { FieldSpec } from '../../../components/form/fieldSpec'
import type { AccountApi } from '../accountApi'
import { changeOf, valuesOf } from './profileFields'
import { SettingsForm } from './SettingsForm'

export interface ProfileFormProps {
  user: SysUser | null
  api: AccountApi
  label: string
  /** Which of the user's own fields this section edits. */
  fields: FieldSpec[]
  submitLabel: string
  savedMessage: string
}

/** A settings section that edits some of the user's own fields (PUT /sys/user/editSelf). */
export function ProfileForm({ user, api, label, fields, submitLabel, savedMessage }: ProfileFormProps) {
  const initial = useMemo(() => valuesOf(user), [user])
  return (
    <SettingsForm
      label={label}
      fields={fields}
      initialValues={initial}
      submitLabel={submitLabel}
      onSubmit={async (values) => {
        await api.editSelf(changeOf(fields, values))
        return savedMessage
      }}
    />
  )
}
