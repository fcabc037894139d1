import { Button, Card, Input, makeStyles, tokens } from '@fluentui/react-components'
import { Add20Regular, Delete20Regular, Edit20Regular, Search20Regular } from '@fluentui/react-icons'
import type { SysDepartTreeNode } from '@portico/contract'
import { DepartTree, type DepartTreeState, useHttp, useNotify } from '@portico/ui'
import { useState } from 'react'
import { useConfirm } from '../../../components/ConfirmDialog'
import { type DepartDraft, DepartFormDialog, type DepartSaveCalls } from '../DepartList/DepartFormDialog'

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, alignSelf: 'start' },
  tools: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    marginBottom: tokens.spacingVerticalS,
  },
})

const draftOf = (node: SysDepartTreeNode): DepartDraft => ({
  id: node.id,
  parentId: node.parentId ?? null,
  departName: node.departName,
  departOrder: node.departOrder ?? 0,
  description: node.description ?? null,
})

export interface DepartTreeCardProps {
  tree: DepartTreeState
  chosen: SysDepartTreeNode | null
  onChoose: (node: SysDepartTreeNode | null) => void
  allows: (action: 'add' | 'edit' | 'delete') => boolean
  /** Where departments are saved and deleted (`extra` goes with each call). */
  calls: DepartSaveCalls & { delete: string }
}

/** A company's department tree with search, 添加部门 / 添加下级 / 编辑 / 删除 (部门管理 and 客户部门角色). */
export function DepartTreeCard({ tree, chosen, onChoose, allows, calls }: DepartTreeCardProps) {
  const styles = useStyles()
  const http = useHttp()
  const notify = useNotify()
  const { confirm, dialog } = useConfirm()
  const [filter, setFilter] = useState('')
  const [editing, setEditing] = useState<Partial<DepartDraft> | null>(null)

  const remove = (node: SysDepartTreeNode) =>
    confirm({
      content: `确定删除部门 ${node.departName} 吗?`,
      onConfirm: async () => {
        const reply = await http.delete(calls.delete, { ...calls.extra, id: node.id })
        if (!reply.success) return notify.warning(reply.message)
        notify.success(reply.message)
        onChoose(null)
        tree.reload()
      },
    })

  return (
    <Card className={styles.card}>
      <div className={styles.tools}>
        {allows('add') && (
          <Button appearance="primary" icon={<Add20Regular />} onClick={() => setEditing({ parentId: null })}>
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
        {allows('edit') && (
          <Button
            icon={<Edit20Regular />}
            disabled={!chosen}
            onClick={() => chosen && setEditing(draftOf(chosen))}
          >
            编辑
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
        onToggle={(node, checked) => onChoose(checked ? node : null)}
        filter={filter}
        aria-label="部门"
      />
      <DepartFormDialog
        row={editing}
        calls={calls}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null)
          onChoose(null)
          tree.reload()
        }}
      />
      {dialog}
    </Card>
  )
}
