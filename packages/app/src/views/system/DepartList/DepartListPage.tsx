import { Button, Card, makeStyles, Text, Title3, tokens } from '@fluentui/react-components'
import type { SysDepartTreeNode } from '@portico/contract'
import { useDepartTree, usePermissions } from '@portico/ui'
import { useState } from 'react'
import { type RolePermissionCalls, RolePermissionDrawer } from '../RoleList/RolePermissionDrawer'
import { DepartTreeCard } from '../shared/DepartTreeCard'
import { MemberUsers } from '../shared/MemberUsers'

const useStyles = makeStyles({
  page: { display: 'grid', gridTemplateColumns: 'minmax(280px, 1fr) 2fr', gap: tokens.spacingHorizontalL },
  card: { padding: tokens.spacingHorizontalL, alignSelf: 'start' },
  heading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  note: { color: tokens.colorNeutralForeground3 },
})

const CALLS = { add: '/sys/sysDepart/add', edit: '/sys/sysDepart/edit', delete: '/sys/sysDepart/delete' }

/** 部门权限: what the department may use (its department roles grant from these), JeecgBoot's calls. */
const DEPART_GRANTS: RolePermissionCalls = {
  tree: '/sys/role/queryTreeList',
  held: '/sys/permission/queryDepartPermission',
  save: '/sys/permission/saveDepartPermission',
  idKey: 'departId',
  title: '部门权限配置',
  dataRules: false,
}

/**
 * 部门管理: the department tree with search, 添加部门 / 添加下级 / 编辑 / 删除, the chosen department's users and its
 * permissions (部门权限).
 */
export default function DepartListPage() {
  const styles = useStyles()
  const permissions = usePermissions()
  const allows = (code: string) => permissions.allows(`system:depart:${code}`)
  const tree = useDepartTree(true)
  const [chosen, setChosen] = useState<SysDepartTreeNode | null>(null)
  const [grantsOpen, setGrantsOpen] = useState(false)

  return (
    <div className={styles.page}>
      <DepartTreeCard tree={tree} chosen={chosen} onChoose={setChosen} allows={allows} calls={CALLS} />
      <Card className={styles.card}>
        {chosen ? (
          <>
            <div className={styles.heading}>
              <Title3>{chosen.departName}</Title3>
              <Text className={styles.note}>机构编码：{chosen.orgCode}</Text>
              {allows('edit') && <Button onClick={() => setGrantsOpen(true)}>部门权限</Button>}
            </div>
            {chosen.description && <Text>{chosen.description}</Text>}
            {allows('user') && (
              <MemberUsers
                key={chosen.id}
                groupLabel={`部门 ${chosen.departName}`}
                listUrl="/sys/user/departUserList"
                params={{ depId: chosen.id }}
                add={(userIdList) => ({
                  url: '/sys/user/editSysDepartWithUser',
                  body: { depId: chosen.id, userIdList },
                })}
                remove={(userId) => ({
                  url: '/sys/user/deleteUserInDepart',
                  params: { depId: chosen.id, userId },
                })}
              />
            )}
          </>
        ) : (
          <Text className={styles.note}>请先在左侧选择一个部门</Text>
        )}
      </Card>
      <RolePermissionDrawer
        role={grantsOpen && chosen ? { id: chosen.id, roleName: chosen.departName } : null}
        onClose={() => setGrantsOpen(false)}
        calls={DEPART_GRANTS}
      />
    </div>
  )
}
