import { useMemo, useState } from 'react'
import { ListPage } from '../../../components/ListPage/ListPage'
import { RoleFormDialog } from './RoleFormDialog'
import { RolePermissionDrawer } from './RolePermissionDrawer'
import { RoleUsersDialog } from './RoleUsersDialog'
import type { SysRoleRow } from './role.types'
import { roleListProps } from './roleList'

/** 角色管理: roles, who holds each (用户) and what it grants (授权). */
export default function RoleListPage() {
  const [usersOf, setUsersOf] = useState<SysRoleRow | null>(null)
  const [grantsOf, setGrantsOf] = useState<SysRoleRow | null>(null)
  const page = useMemo(
    () =>
      roleListProps({
        urls: { list: '/sys/role/list', delete: '/sys/role/delete', deleteBatch: '/sys/role/deleteBatch' },
        permissionPrefix: 'system:role',
        form: RoleFormDialog,
        rowActions: [
          { key: 'users', permission: 'user', label: '用户', run: (role) => setUsersOf(role) },
          { key: 'auth', permission: 'auth', label: '授权', run: (role) => setGrantsOf(role) },
        ],
      }),
    [],
  )
  return (
    <>
      <ListPage {...page} />
      <RoleUsersDialog role={usersOf} onClose={() => setUsersOf(null)} />
      <RolePermissionDrawer role={grantsOf} onClose={() => setGrantsOf(null)} />
    </>
  )
}
