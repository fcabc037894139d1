import { Button, Card, Input, makeStyles, Text, Title3, tokens } from '@fluentui/react-components'
import { Add20Regular, Delete20Regular, Edit20Regular, Search20Regular } from '@fluentui/react-icons'
import type { SysDepartTreeNode } from '@portico/contract'
import { DepartTree, useDepartTree, useHttp, useNotify, usePermissions } from '@portico/ui'
import { useState } from 'react'
import { useConfirm } from '../../../components/ConfirmDialog'
import { MemberUsers } from '../shared/MemberUsers'
import { type DepartDraft, DepartFormDialog } from './DepartFormDialog'

const useStyles = makeStyles({
  page: { display: 'grid', gridTemplateColumns: 'minmax(280px, 1fr) 2fr', gap: tokens.spacingHorizontalL },
  card: { padding: tokens.spacingHorizontalL, alignSelf: 'start' },
  tools: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    marginBottom: tokens.spacingVerticalS,
  },
  heading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  note: { color: tokens.colorNeutralForeground3 },
})

const draftOf = (node: SysDepartTreeNode): DepartDraft => ({
  id: node.id,
  parentId: node.parentId ?? null,
  departName: node.departName,
  departOrder: node.departOrder ?? 0,
  description: node.description ?? null,
})

/** 部门管理: the department tree with search, 添加部门 / 添加下级 / 编辑 / 删除, and the chosen department's users. */
export default function DepartListPage() {
  const styles = useStyles()
  const http = useHttp()
  const notify = useNotify()
  const permissions = usePermissions()
  const allows = (code: string) => permissions.allows(`system:depart:${code}`)
  const tree = useDepartTree(true)
  const { confirm, dialog } = useConfirm()
  const [filter, setFilter] = useState('')
  const [chosen, setChosen] = useState<SysDepartTreeNode | null>(null)
  const [editing, setEditing] = useState<Partial<DepartDraft> | null>(null)

  const remove = (node: SysDepartTreeNode) =>
    confirm({
      content: `确定删除部门 ${node.departName} 吗?`,
      onConfirm: async () => {
        const reply = await http.delete('/sys/sysDepart/delete', { id: node.id })
        if (!reply.success) return notify.warning(reply.message)
        notify.success(reply.message)
        setChosen(null)
        tree.reload()
      },
    })

  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <div className={styles.tools}>
          {allows('add') && (
            <Button
              appearance="primary"
              icon={<Add20Regular />}
              onClick={() => setEditing({ parentId: null })}
            >
              添加部门
            </Button>
          )}
          {allows('add') && (
            <Button
              icon={<Add20Regular />}
              disabled={!chosen}
              onClick={() => chosen && setEditing({ parentId: chosen.id, parentName: chosen.departName })}
            >
              添加下级
            </Button>
          )}
          {allows('delete') && (
            <Button icon={<Delete20Regular />} disabled={!chosen} onClick={() => chosen && remove(chosen)}>
              删除
            </Button>
          )}
        </div>
        <Input
          aria-label="搜索部门"
          placeholder="请输入部门名称"
          contentBefore={<Search20Regular />}
          value={filter}
          onChange={(_, data) => setFilter(data.value)}
        />
        <DepartTree
          tree={tree}
          mode="single"
          checkedKeys={chosen ? [chosen.key] : []}
          onToggle={(node, checked) => setChosen(checked ? node : null)}
          filter={filter}
          aria-label="部门"
        />
      </Card>
      <Card className={styles.card}>
        {chosen ? (
          <>
            <div className={styles.heading}>
              <Title3>{chosen.departName}</Title3>
              <Text className={styles.note}>机构编码：{chosen.orgCode}</Text>
              {allows('edit') && (
                <Button icon={<Edit20Regular />} onClick={() => setEditing(draftOf(chosen))}>
                  编辑
                </Button>
              )}
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
      <DepartFormDialog
        row={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null)
          setChosen(null)
          tree.reload()
        }}
      />
      {dialog}
    </div>
  )
}
