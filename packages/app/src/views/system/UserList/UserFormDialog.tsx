import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
} from '@fluentui/react-components'
import type { SysRole, SysUser, UserForm } from '@portico/contract'
import { useHttp, useNotify } from '@portico/ui'
import {
  IDLE_UPLOAD_ACTIVITY,
  UploadActivityScope,
  UploadAwareButton,
  uploadBlockReason,
} from '@portico/upload'
import { useEffect, useMemo, useState } from 'react'
import { FormFields } from '../../../components/form/FormFields'
import { type FormErrors, type FormValues, validateForm } from '../../../components/form/fieldSpec'
import { userFormFields } from './userFields'

export interface UserFormDialogProps {
  /** null: closed; {}: adding; a user: editing. */
  user: Partial<SysUser> | null
  onClose: () => void
  onSaved: () => void
}

function toValues(user: Partial<SysUser>, roleIds: string[]): FormValues {
  return {
    id: user.id ?? '',
    username: user.username ?? '',
    realname: user.realname ?? '',
    workNo: user.workNo ?? '',
    sex: user.sex ? String(user.sex) : '',
    birthday: user.birthday ?? '',
    phone: user.phone ?? '',
    email: user.email ?? '',
    avatar: user.avatar ?? '',
    selectedroles: roleIds.join(','),
  }
}

function toForm(values: FormValues): UserForm {
  const optional = (v: string) => (v.trim() === '' ? null : v.trim())
  return {
    id: values.id || undefined,
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
export function UserFormDialog({ user, onClose, onSaved }: UserFormDialogProps) {
  const http = useHttp()
  const notify = useNotify()
  const [roles, setRoles] = useState<SysRole[]>([])
  const [values, setValues] = useState<FormValues>({})
  const [errors, setErrors] = useState<FormErrors>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const [loading, setLoading] = useState(false)
  const [saving, setSaving] = useState(false)
  // 确定 waits while the avatar is uploading: the uploader reports its value only once done.
  const [uploads, setUploads] = useState(IDLE_UPLOAD_ACTIVITY)
  const open = user !== null
  const editing = Boolean(user?.id)

  useEffect(() => {
    if (!user) return
    let cancelled = false
    // Show this user's values at once; the role lists arrive later and only fill the role field.
    setValues(toValues(user, []))
    setErrors({})
    setServerError(null)
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
  }, [user, http])

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

  async function checkAsync(name: string) {
    const spec = fields.find((f) => f.name === name)
    const value = values[name] ?? ''
    if (!spec?.asyncValidate || !value || errors[name]) return
    const message = await spec.asyncValidate(value, values)
    setErrors((current) => ({ ...current, [name]: message }))
  }

  async function save() {
    if (uploadBlockReason(uploads)) return
    const found = validateForm(fields, values)
    setErrors(found)
    if (Object.values(found).some(Boolean)) return
    setSaving(true)
    setServerError(null)
    try {
      const body = toForm(values)
      const reply = editing ? await http.put('/sys/user/edit', body) : await http.post('/sys/user/add', body)
      if (!reply.success) {
        setServerError(reply.message)
        return
      }
      notify.success(reply.message || (editing ? '修改成功!' : '添加成功！'))
      onSaved()
    } catch {
      setServerError('保存失败，请稍后再试')
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface style={{ maxWidth: 800, width: '100%' }}>
        <DialogBody>
          <DialogTitle>{editing ? '编辑用户' : '添加用户'}</DialogTitle>
          <DialogContent>
            {serverError && (
              <MessageBar intent="error" style={{ marginBottom: 12 }}>
                <MessageBarBody>{serverError}</MessageBarBody>
              </MessageBar>
            )}
            {/* The fields stay mounted while loading: removing the focused field would drop focus out of the dialog. */}
            {loading && <Spinner size="tiny" label="加载中…" />}
            <UploadActivityScope onChange={setUploads}>
              <FormFields
                fields={fields}
                values={values}
                errors={errors}
                onChange={(name, value) => {
                  setValues((current) => ({ ...current, [name]: value }))
                  setErrors((current) => ({ ...current, [name]: undefined }))
                }}
                onBlur={checkAsync}
              />
            </UploadActivityScope>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              关闭
            </Button>
            <UploadAwareButton
              appearance="primary"
              activity={uploads}
              onClick={save}
              disabled={saving || loading}
              icon={saving ? <Spinner size="tiny" /> : undefined}
            >
              确定
            </UploadAwareButton>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
