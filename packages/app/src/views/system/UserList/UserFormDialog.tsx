import { type SysRole, type SysUser, type UserForm, userResource } from '@portico/contract'
import { useHttp } from '@portico/ui'
import { useEffect, useMemo, useState } from 'react'
import { FormDialog } from '../../../components/form/FormDialog'
import type { FormValues } from '../../../components/form/fieldSpec'
import { type EntityFormProps, useEntityForm } from '../../../components/form/useEntityForm'
import { ConflictNotice } from '../../../components/ResourcePage/ConflictNotice'
import type { ResourceRow } from '../../../components/ResourcePage/resourceValues'
import { userFormFields } from './userFields'

/** The form's values; the user's roles arrive later and fill `selectedroles`. */
function toValues(user: Partial<SysUser>): FormValues {
  return {
    id: user.id ?? '',
    version: user.version === undefined ? '' : String(user.version),
    username: user.username ?? '',
    realname: user.realname ?? '',
    workNo: user.workNo ?? '',
    sex: user.sex ? String(user.sex) : '',
    birthday: user.birthday ?? '',
    phone: user.phone ?? '',
    email: user.email ?? '',
    avatar: user.avatar ?? '',
    selectedroles: '',
  }
}

function toForm(values: FormValues): UserForm {
  const optional = (v: string) => (v.trim() === '' ? null : v.trim())
  return {
    id: values.id || undefined,
    // The version the edit started from: the server refuses the edit if someone saved the user meanwhile.
    version: values.version || undefined,
    username: values.username.trim(),
    realname: values.realname.trim(),
    password: values.id ? undefined : values.password,
    confirmpassword: values.id ? undefined : values.confirmpassword,
    workNo: optional(values.workNo ?? ''),
    sex: values.sex ? Number(values.sex) : null,
    birthday: optional(values.birthday ?? ''),
    phone: optional(values.phone ?? ''),
    email: optional(values.email ?? ''),
    avatar: optional(values.avatar ?? ''),
    selectedroles: values.selectedroles ?? '',
  }
}

/** Add and edit a user (spec §2 list views with form and modal pairs; §7 POST add, PUT edit). */
export function UserFormDialog({ row: user, onClose, onSaved }: EntityFormProps<SysUser & ResourceRow>) {
  const http = useHttp()
  const [roles, setRoles] = useState<SysRole[]>([])
  const [loading, setLoading] = useState(false)

  const fields = useMemo(
    () =>
      userFormFields({
        roleOptions: roles.map((role) => ({ value: role.id, text: role.roleName })),
        checkUsername: async (username, id) => {
          const reply = await http.get('/sys/duplicate/check', {
            tableName: 'sys_user',
            fieldName: 'username',
            fieldVal: username,
            dataId: id,
          })
          return reply.success ? undefined : reply.message
        },
      }),
    [roles, http],
  )

  const form = useEntityForm<SysUser & ResourceRow>({
    row: user,
    fields,
    toValues,
    toBody: toForm,
    urls: { add: '/sys/user/add', edit: '/sys/user/edit' },
    savedMessage: { add: '添加成功！', edit: '修改成功!' },
    onSaved,
  })
  const { setValues, setServerError } = form

  // The user's values show at once (useEntityForm); the role lists arrive later and only fill the role field.
  useEffect(() => {
    if (!user) return
    let cancelled = false
    setLoading(true)
    const loadRoles = http.get<SysRole[]>('/sys/role/queryall')
    const loadUserRoles = user.id
      ? http.get<string[]>('/sys/user/queryUserRole', { userid: user.id })
      : Promise.resolve(null)
    Promise.all([loadRoles, loadUserRoles])
      .then(([roleReply, userRoleReply]) => {
        if (cancelled) return
        setRoles(roleReply.result ?? [])
        const roleIds = (userRoleReply?.result ?? []).join(',')
        setValues((current) => ({ ...current, selectedroles: roleIds }))
      })
      .catch(() => !cancelled && setServerError('加载角色失败'))
      .finally(() => !cancelled && setLoading(false))
    return () => {
      cancelled = true
    }
  }, [user, http, setValues, setServerError])

  async function checkAsync(name: string) {
    const spec = fields.find((f) => f.name === name)
    const value = form.values[name] ?? ''
    if (!spec?.asyncValidate || !value || form.errors[name]) return
    const message = await spec.asyncValidate(value, form.values)
    form.setErrors((current) => ({ ...current, [name]: message }))
  }

  return (
    <FormDialog
      open={user !== null}
      title={form.editing ? '编辑用户' : '添加用户'}
      label="用户"
      fields={fields}
      form={form}
      loading={loading}
      onBlur={checkAsync}
      onClose={onClose}
      notice={
        form.conflict && (
          <ConflictNotice
            resource={userResource}
            values={form.values}
            current={form.conflict as ResourceRow}
            onReload={form.reloadConflict}
          />
        )
      }
    />
  )
}
