import { type SysRole, type SysTenant, type SysUser, type UserForm, userResource } from '@portico/contract'
import { type HttpClient, useHttp } from '@portico/ui'
import { useEffect, useMemo, useState } from 'react'
import { FormDialog } from '../../../components/form/FormDialog'
import type { FieldOption, FormValues } from '../../../components/form/fieldSpec'
import { type EntityFormProps, useEntityForm } from '../../../components/form/useEntityForm'
import { ConflictNotice } from '../../../components/ResourcePage/ConflictNotice'
import type { ResourceRow } from '../../../components/ResourcePage/resourceValues'
import { sessionStore } from '../../../session/sessionStore'
import { userFormFields } from './userFields'

/**
 * What the form offers and what the user holds now; `departs` only where the form assigns departments (a list, or
 * `tree`: the department tree picker), `tenants` only where it assigns tenants.
 */
export interface UserFormChoices {
  roles: FieldOption[]
  roleIds: string[]
  departs?: FieldOption[] | 'tree'
  departIds?: string[]
  tenants?: FieldOption[]
  tenantIds?: string[]
}

/** Where the form saves (`extra` goes with each save) and how it loads its choices: 用户管理's, or 客户用户's. */
export interface UserFormSource {
  add: string
  edit: string
  extra?: Record<string, string>
  load: (http: HttpClient, userId: string | undefined, user: Partial<SysUser>) => Promise<UserFormChoices>
}

const idsOf = (joined: string | null | undefined) => (joined ?? '').split(',').filter(Boolean)

/** A new user works in the creator's current tenant unless the creator picks others. */
function tenantIdsFor(user: Partial<SysUser>, offered: FieldOption[]): string[] {
  if (user.id) return idsOf(user.relTenantIds)
  const current = sessionStore.tenantId()
  if (current && offered.some((option) => option.value === current)) return [current]
  return offered.length === 1 ? [offered[0]!.value] : []
}

const SYSTEM_SOURCE: UserFormSource = {
  add: '/sys/user/add',
  edit: '/sys/user/edit',
  async load(http, userId, user) {
    const [roles, held, departs, tenants] = await Promise.all([
      http.get<SysRole[]>('/sys/role/queryall'),
      userId ? http.get<string[]>('/sys/user/queryUserRole', { userid: userId }) : null,
      userId ? http.get<{ key: string }[]>('/sys/user/userDepartList', { userId }) : null,
      // The tenants the creator belongs to: the ones they may give.
      http.get<SysTenant[]>('/sys/tenant/queryList'),
    ])
    if (!roles.success) throw new Error(roles.message)
    const tenantOptions = (tenants.result ?? []).map((tenant) => ({
      value: String(tenant.id),
      text: tenant.name,
    }))
    return {
      roles: (roles.result ?? []).map((role) => ({ value: role.id, text: role.roleName })),
      roleIds: held?.result ?? [],
      departs: 'tree',
      departIds: (departs?.result ?? []).map((depart) => depart.key),
      tenants: tenantOptions,
      tenantIds: tenantIdsFor(user, tenantOptions),
    }
  },
}

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
    // Sent only by forms that assign departments, tenants.
    selecteddeparts: values.selecteddeparts,
    relTenantIds: values.relTenantIds,
  }
}

/** Add and edit a user (spec §2 list views with form and modal pairs; §7 POST add, PUT edit). */
export function UserFormDialog({
  row: user,
  onClose,
  onSaved,
  source = SYSTEM_SOURCE,
}: EntityFormProps<SysUser> & { source?: UserFormSource }) {
  const http = useHttp()
  const [choices, setChoices] = useState<Pick<UserFormChoices, 'roles' | 'departs' | 'tenants'>>({
    roles: [],
  })
  const [loading, setLoading] = useState(false)

  const fields = useMemo(
    () =>
      userFormFields({
        roleOptions: choices.roles,
        departOptions: choices.departs,
        tenantOptions: choices.tenants,
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
    [choices, http],
  )

  const form = useEntityForm<SysUser & ResourceRow>({
    row: user,
    fields,
    toValues,
    toBody: (values) => ({ ...toForm(values), ...source.extra }),
    urls: source,
    savedMessage: { add: '添加成功！', edit: '修改成功!' },
    onSaved,
  })
  const { setValues, setServerError } = form

  // The user's values show at once (useEntityForm); the role lists arrive later and only fill the role field.
  useEffect(() => {
    if (!user) return
    let cancelled = false
    setLoading(true)
    source
      .load(http, user.id, user)
      .then(({ roles, roleIds, departs, departIds, tenants, tenantIds }) => {
        if (cancelled) return
        setChoices({ roles, departs, tenants })
        setValues((current) => ({
          ...current,
          selectedroles: roleIds.join(','),
          ...(departs && { selecteddeparts: (departIds ?? []).join(',') }),
          ...(tenants && { relTenantIds: (tenantIds ?? []).join(',') }),
        }))
      })
      .catch(() => !cancelled && setServerError('加载角色失败'))
      .finally(() => !cancelled && setLoading(false))
    return () => {
      cancelled = true
    }
  }, [user, http, source, setValues, setServerError])

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
