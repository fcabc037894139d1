import { useMemo, useState } from 'react'
import type { EntityFormProps } from '../../../components/form/useEntityForm'
import { ListPage } from '../../../components/ListPage/ListPage'
import { RoleFormDialog } from '../RoleList/RoleFormDialog'
import { RolePermissionDrawer } from '../RoleList/RolePermissionDrawer'
import type { SysRoleRow } from '../RoleList/role.types'
import { roleListProps } from '../RoleList/roleList'

const BASE = '/sys/sysDepartRole'
/** The server checks every 部门角色 call as editing the department (部门编辑). */
const EDIT = 'system:depart:edit'

/** 部门角色: a department's roles (add, edit, delete) and each role's grants, chosen from the department's own. */
export function DepartRoleList({ departId }: { departId: string }) {
  const [grantsOf, setGrantsOf] = useState<SysRoleRow | null>(null)
  const page = useMemo(() => {
    const calls = { add: `${BASE}/add`, edit: `${BASE}/edit`, extra: { departId } }
    const form = (props: EntityFormProps<SysRoleRow>) => <RoleFormDialog {...props} calls={calls} />
    return roleListProps({
      urls: {
        list: `${BASE}/list?deptId=${encodeURIComponent(departId)}`,
        delete: `${BASE}/delete`,
        deleteBatch: `${BASE}/deleteBatch`,
      },
      permissionPrefix: 'system:depart',
      permissionCodes: { add: EDIT, edit: EDIT, delete: EDIT, auth: EDIT },
      form,
      rowActions: [{ key: 'auth', permission: 'auth', label: '授权', run: (role) => setGrantsOf(role) }],
    })
  }, [departId])
  const grants = useMemo(
    () => ({
      tree: `/sys/sysDepartPermission/queryTreeListForDeptRole?departId=${encodeURIComponent(departId)}`,
      held: '/sys/sysDepartPermission/queryDeptRolePermission',
      save: '/sys/sysDepartPermission/saveDeptRolePermission',
      title: '部门角色权限配置',
      dataRules: false,
    }),
    [departId],
  )
  return (
    <>
      <ListPage {...page} />
      <RolePermissionDrawer role={grantsOf} onClose={() => setGrantsOf(null)} calls={grants} />
    </>
  )
}
