import { Card, makeStyles, Text, Title3, tokens } from '@fluentui/react-components'
import type { SysDepartTreeNode } from '@portico/contract'
import { useDepartTree, usePermissions } from '@portico/ui'
import { useState } from 'react'
import { DepartTreeCard } from '../shared/DepartTreeCard'
import { MemberUsers } from '../shared/MemberUsers'

const useStyles = makeStyles({
  page: { display: 'grid', gridTemplateColumns: 'minmax(280px, 1fr) 2fr', gap: tokens.spacingHorizontalL },
  card: { padding: tokens.spacingHorizontalL, alignSelf: 'start' },
  heading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  note: { color: tokens.colorNeutralForeground3 },
})

const CALLS = { add: '/sys/sysDepart/add', edit: '/sys/sysDepart/edit', delete: '/sys/sysDepart/delete' }

/** 部门管理: the department tree with search, 添加部门 / 添加下级 / 编辑 / 删除, and the chosen department's users. */
export default function DepartListPage() {
  const styles = useStyles()
  const permissions = usePermissions()
  const allows = (code: string) => permissions.allows(`system:depart:${code}`)
  const tree = useDepartTree(true)
  const [chosen, setChosen] = useState<SysDepartTreeNode | null>(null)

  return (
    <div className={styles.page}>
      <DepartTreeCard tree={tree} chosen={chosen} onChoose={setChosen} allows={allows} calls={CALLS} />
      <Card className={styles.card}>
        {chosen ? (
          <>
            <div className={styles.heading}>
              <Title3>{chosen.departName}</Title3>
              <Text className={styles.note}>机构编码：{chosen.orgCode}</Text>
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
    </div>
  )
}
