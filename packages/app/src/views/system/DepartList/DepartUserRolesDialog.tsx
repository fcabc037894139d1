import { MessageBar, MessageBarBody, Spinner, Text } from '@fluentui/react-components'
import type { SysUser } from '@portico/contract'
import { SubmitDialog, useHttp, useNotify } from '@portico/ui'
import { useCallback, useState } from 'react'
import { useLoaded } from '../../../components/form/useLoaded'
import { ChoiceChecks } from '../../customer/OpenApiList/ChoiceChecks'
import type { SysRoleRow } from '../RoleList/role.types'

interface Loaded {
  roles: SysRoleRow[]
  held: string[]
}

interface Props {
  departId: string
  /** The member whose roles are edited; kept after closing so the dialog can fade out. */
  user: SysUser | null
  open: boolean
  onClose: () => void
}

function RoleChoices({ departId, user, open, onClose }: Props & { user: SysUser }) {
  const http = useHttp()
  const notify = useNotify()
  const load = useCallback(async (): Promise<Loaded> => {
    const [roles, held] = await Promise.all([
      http.get<SysRoleRow[]>('/sys/sysDepartRole/getDeptRoleList', { departId, userId: user.id }),
      http.get<{ droleId: string }[]>('/sys/sysDepartRole/getDeptRoleByUserId', {
        departId,
        userId: user.id,
      }),
    ])
    if (!roles.success) throw new Error(roles.message)
    if (!held.success) throw new Error(held.message)
    return { roles: roles.result ?? [], held: (held.result ?? []).map((row) => row.droleId) }
  }, [http, departId, user.id])
  const loaded = useLoaded(load, '部门角色加载失败')
  const [picked, setPicked] = useState<string[] | null>(null)
  const [saving, setSaving] = useState(false)
  const chosen = picked ?? loaded.data?.held ?? []

  const save = async () => {
    if (!loaded.data) return
    setSaving(true)
    try {
      const reply = await http.post('/sys/sysDepartRole/deptRoleUserAdd', {
        userId: user.id,
        newRoleId: chosen.join(','),
        oldRoleId: loaded.data.held.join(','),
      })
      if (!reply.success) return notify.warning(reply.message)
      notify.success(reply.message)
      onClose()
    } finally {
      setSaving(false)
    }
  }

  const roles = loaded.data?.roles ?? []
  return (
    <SubmitDialog
      open={open}
      title={`分配部门角色 - ${user.realname || user.username}`}
      onClose={onClose}
      onSubmit={() => void save()}
      cancelText="取消"
      submitText="保存"
      submitting={saving || !loaded.data}
    >
      {loaded.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{loaded.error}</MessageBarBody>
        </MessageBar>
      ) : !loaded.data ? (
        <Spinner size="small" label="加载中…" />
      ) : roles.length === 0 ? (
        <Text>该部门还没有角色，请先在「部门角色」中添加</Text>
      ) : (
        <ChoiceChecks
          label="部门角色"
          required={false}
          options={roles.map((role) => role.id)}
          text={Object.fromEntries(roles.map((role) => [role.id, role.roleName]))}
          value={chosen}
          onChange={setPicked}
        />
      )}
    </SubmitDialog>
  )
}

/** 分配部门角色: which of the department's roles a member holds (JeecgBoot's deptRoleUserAdd). */
export function DepartUserRolesDialog(props: Props) {
  return props.user ? <RoleChoices key={props.user.id} {...props} user={props.user} /> : null
}
