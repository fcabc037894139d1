import { useMemo, useState } from 'react'
import type { FieldSpec } from '../../../components/form/fieldSpec'
import { ListPage } from '../../../components/ListPage/ListPage'
import type { ListPageProps } from '../../../components/ListPage/ListPage.types'
import { RoleFormDialog } from './RoleFormDialog'
import { RolePermissionDrawer } from './RolePermissionDrawer'
import { RoleUsersDialog } from './RoleUsersDialog'
import type { SysRoleRow } from './role.types'

const searchFields: FieldSpec[] = [{ name: 'roleName', label: '名称', kind: 'text' }]

/** 角色管理: roles, who holds each (用户) and what it grants (授权). */
export default function RoleListPage() {
  const [usersOf, setUsersOf] = useState<SysRoleRow | null>(null)
  const [grantsOf, setGrantsOf] = useState<SysRoleRow | null>(null)
  const page = useMemo<ListPageProps<SysRoleRow>>(
    () => ({
      entity: '角色',
      measureWord: '个',
      rowLabel: (role) => role.roleCode,
      urls: { list: '/sys/role/list', delete: '/sys/role/delete', deleteBatch: '/sys/role/deleteBatch' },
      permissionPrefix: 'system:role',
      searchFields,
      columns: [
        { key: 'roleName', title: '角色名称', width: 180 },
        { key: 'roleCode', title: '角色编码', width: 160, sortable: true },
        { key: 'description', title: '描述', width: 260, ellipsis: true },
        { key: 'createTime', title: '创建时间', width: 170, sortable: true },
      ],
      actionsWidth: 260,
      addLabel: '新建',
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
