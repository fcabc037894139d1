import { Button, Card, makeStyles, Tab, TabList, Text, Title3, tokens } from '@fluentui/react-components'
import type { SysDepartTreeNode, SysUser } from '@portico/contract'
import { useDepartTree, usePermissions } from '@portico/ui'
import { useState } from 'react'
import { type RolePermissionCalls, RolePermissionDrawer } from '../RoleList/RolePermissionDrawer'
import { DepartTreeCard } from '../shared/DepartTreeCard'
import { MemberUsers } from '../shared/MemberUsers'
import { DepartRoleList } from './DepartRoleList'
import { DepartUserRolesDialog } from './DepartUserRolesDialog'

const useStyles = makeStyles({
  page: { display: 'grid', gridTemplateColumns: 'minmax(280px, 1fr) 2fr', gap: tokens.spacingHorizontalL },
  card: { padding: tokens.spacingHorizontalL, alignSelf: 'start' },
  heading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  note: { color: tokens.colorNeutralForeground3 },
  tabs: { marginBlock: tokens.spacingVerticalS },
})

type DepartTab = 'users' | 'roles'

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
 * 部门管理: the department tree with search, 添加部门 / 添加下级 / 编辑 / 删除; for the chosen department its
 * permissions (部门权限), its users (部门用户, each with 分配角色) and its roles with their grants (部门角色).
 */
export default function DepartListPage() {
  const styles = useStyles()
  const permissions = usePermissions()
  const allows = (code: string) => permissions.allows(`system:depart:${code}`)
  const tree = useDepartTree(true)
  const [chosen, setChosen] = useState<SysDepartTreeNode | null>(null)
  const [grantsOpen, setGrantsOpen] = useState(false)
  const [tab, setTab] = useState<DepartTab>('users')
  const [rolesOf, setRolesOf] = useState<SysUser | null>(null)
  const [rolesOpen, setRolesOpen] = useState(false)
  const tabs = (
    [
      ['users', '部门用户', allows('user')],
      ['roles', '部门角色', allows('edit')],
    ] as const
  ).filter(([, , shown]) => shown)
  const shownTab = tabs.some(([key]) => key === tab) ? tab : tabs[0]?.[0]

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
            {tabs.length > 0 && (
              <TabList
                className={styles.tabs}
                selectedValue={shownTab}
                onTabSelect={(_, data) => setTab(data.value as DepartTab)}
              >
                {tabs.map(([key, label]) => (
                  <Tab key={key} value={key}>
                    {label}
                  </Tab>
                ))}
              </TabList>
            )}
            {shownTab === 'users' && (
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
                userActions={
                  allows('edit')
                    ? (user) => (
                        <Button
                          size="small"
                          appearance="transparent"
                          aria-label={`分配角色 ${user.username}`}
                          onClick={() => {
                            setRolesOf(user)
                            setRolesOpen(true)
                          }}
                        >
                          分配角色
                        </Button>
                      )
                    : undefined
                }
              />
            )}
            {shownTab === 'roles' && <DepartRoleList key={chosen.id} departId={chosen.id} />}
            <DepartUserRolesDialog
              departId={chosen.id}
              user={rolesOf}
              open={rolesOpen}
              onClose={() => setRolesOpen(false)}
            />
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
