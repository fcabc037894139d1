import { makeStyles, Text, tokens } from '@fluentui/react-components'
import type { SysDepartTreeNode } from '@portico/contract'
import { CUSTOMER_ORG_PERMS } from '@portico/contract'
import { useDepartTree, usePermissions } from '@portico/ui'
import { useMemo, useState } from 'react'
import type { EntityFormProps } from '../../../components/form/useEntityForm'
import { ListPage } from '../../../components/ListPage/ListPage'
import { RoleFormDialog } from '../../system/RoleList/RoleFormDialog'
import { type RolePermissionCalls, RolePermissionDrawer } from '../../system/RoleList/RolePermissionDrawer'
import type { SysRoleRow } from '../../system/RoleList/role.types'
import { roleListProps } from '../../system/RoleList/roleList'
import { DepartTreeCard } from '../../system/shared/DepartTreeCard'
import { CustomerChooser } from '../shared/CustomerChooser'

const useStyles = makeStyles({
  page: { display: 'grid', gridTemplateColumns: 'minmax(280px, 1fr) 2fr', gap: tokens.spacingHorizontalL },
  note: { color: tokens.colorNeutralForeground3 },
})

const BASE = '/customer/departRole'
const P = CUSTOMER_ORG_PERMS

/** One customer's departments (left) and roles (right), with the customer menus each role may use. */
function CustomerOrg({ tenantId }: { tenantId: string }) {
  const styles = useStyles()
  const permissions = usePermissions()
  const tree = useDepartTree(permissions.allows(P.departList), `${BASE}/departTree?tenantId=${tenantId}`)
  const [chosen, setChosen] = useState<SysDepartTreeNode | null>(null)
  const [grantsOf, setGrantsOf] = useState<SysRoleRow | null>(null)
  const extra = useMemo(() => ({ tenantId }), [tenantId])
  const departAllows = (action: 'add' | 'edit' | 'delete') =>
    permissions.allows({ add: P.departAdd, edit: P.departEdit, delete: P.departDelete }[action])
  const grants = useMemo<RolePermissionCalls>(
    () => ({
      tree: `${BASE}/permissionTree`,
      held: `${BASE}/rolePermission`,
      save: `${BASE}/saveRolePermission`,
      extra,
      dataRules: false,
    }),
    [extra],
  )
  const roles = useMemo(() => {
    const calls = { add: `${BASE}/addRole`, edit: `${BASE}/editRole`, extra }
    const form = (props: EntityFormProps<SysRoleRow>) => <RoleFormDialog {...props} calls={calls} />
    return roleListProps({
      urls: {
        list: `${BASE}/roleList?tenantId=${tenantId}`,
        delete: `${BASE}/deleteRole?tenantId=${tenantId}`,
        deleteBatch: `${BASE}/deleteRoleBatch?tenantId=${tenantId}`,
      },
      permissionPrefix: 'customer:role',
      form,
      rowActions: [{ key: 'auth', permission: 'auth', label: '授权', run: (role) => setGrantsOf(role) }],
    })
  }, [tenantId, extra])

  return (
    <div className={styles.page}>
      {permissions.allows(P.departList) ? (
        <DepartTreeCard
          tree={tree}
          chosen={chosen}
          onChoose={setChosen}
          allows={departAllows}
          calls={{
            add: `${BASE}/addDepart`,
            edit: `${BASE}/editDepart`,
            delete: `${BASE}/deleteDepart`,
            extra,
          }}
        />
      ) : (
        <Text className={styles.note}>无权查看客户部门</Text>
      )}
      <div>
        <ListPage {...roles} />
        <RolePermissionDrawer role={grantsOf} onClose={() => setGrantsOf(null)} calls={grants} />
      </div>
    </div>
  )
}

/** 客户部门角色: a customer company's departments and roles, kept by the platform's staff. */
export default function CustomerDepartRoleListPage() {
  const [tenantId, setTenantId] = useState('')
  return (
    <>
      <CustomerChooser value={tenantId} onChange={setTenantId} required />
      {tenantId && <CustomerOrg key={tenantId} tenantId={tenantId} />}
    </>
  )
}
