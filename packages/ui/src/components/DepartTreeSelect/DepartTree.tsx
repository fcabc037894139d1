import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
  Tree,
  TreeItem,
  TreeItemLayout,
  tokens,
} from '@fluentui/react-components'
import type { SysDepartTreeNode } from '@portico/contract'
import { useState } from 'react'
import type { SelectionMode } from '../SelectionModal/SelectionModal.types'
import { branchKeys, departChildren, filterTree, flattenTree } from './departTreeRules'
import type { DepartTreeState } from './useDepartTree'

export interface DepartTreeProps {
  tree: DepartTreeState
  /** Radios (single) or checkboxes (multiple). */
  mode: SelectionMode
  checkedKeys: string[]
  onToggle: (node: SysDepartTreeNode, checked: boolean) => void
  /** Show only titles containing this text (and the parents leading to them), opened. */
  filter?: string
  'aria-label': string
}

const useStyles = makeStyles({
  note: { display: 'block', color: tokens.colorNeutralForeground3, padding: tokens.spacingVerticalS },
  mark: { color: tokens.colorPaletteRedForeground1 },
})

/** The department tree with its loading, failure and empty states; roots open at first (rootOpened). */
export function DepartTree({ tree, mode, checkedKeys, onToggle, filter = '', ...props }: DepartTreeProps) {
  const styles = useStyles()
  const shown = filterTree(tree.nodes, filter)
  const [opened, setOpened] = useState<string[] | undefined>()
  const [seenFilter, setSeenFilter] = useState(filter)
  if (seenFilter !== filter) {
    setSeenFilter(filter)
    setOpened(filter.trim() ? branchKeys(shown) : undefined)
  }
  const openItems = opened ?? tree.nodes.filter((node) => departChildren(node).length > 0).map((n) => n.key)

  if (tree.error)
    return (
      <MessageBar intent="error">
        <MessageBarBody>{tree.error}</MessageBarBody>
        <MessageBarActions>
          <Button size="small" onClick={tree.reload}>
            重试
          </Button>
        </MessageBarActions>
      </MessageBar>
    )
  if (tree.loading || !tree.loaded) return <Spinner size="small" label="加载中…" />
  if (shown.length === 0)
    return (
      <Text className={styles.note} role="status">
        {filter.trim() ? '未查询匹配数据！' : '暂无部门'}
      </Text>
    )

  const byKey = new Map(flattenTree(tree.nodes).map((node) => [node.key, node]))
  const title = (text: string) => {
    const at = filter.trim() ? text.indexOf(filter.trim()) : -1
    if (at < 0) return text
    const end = at + filter.trim().length
    return (
      <>
        {text.slice(0, at)}
        <span className={styles.mark}>{text.slice(at, end)}</span>
        {text.slice(end)}
      </>
    )
  }
  const level = (nodes: SysDepartTreeNode[]) =>
    nodes.map((node) => {
      const children = departChildren(node)
      return (
        <TreeItem key={node.key} value={node.key} itemType={children.length > 0 ? 'branch' : 'leaf'}>
          <TreeItemLayout
            main={{
              // The name chooses the department (a checkbox toggles, a radio selects); the chevron opens a branch.
              onClick: (event) => {
                event.preventDefault()
                onToggle(node, mode === 'multiple' ? !checkedKeys.includes(node.key) : true)
              },
            }}
          >
            {title(node.title)}
          </TreeItemLayout>
          {children.length > 0 && <Tree>{level(children)}</Tree>}
        </TreeItem>
      )
    })

  return (
    <Tree
      aria-label={props['aria-label']}
      selectionMode={mode === 'multiple' ? 'multiselect' : 'single'}
      checkedItems={checkedKeys}
      openItems={openItems}
      onOpenChange={(_, data) => setOpened([...data.openItems].map(String))}
      onCheckedChange={(_, data) => {
        const node = byKey.get(String(data.value))
        if (node) onToggle(node, data.checked === true)
      }}
    >
      {level(shown)}
    </Tree>
  )
}
