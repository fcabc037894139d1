import {
  Button,
  DialogActions,
  DialogContent,
  makeStyles,
  SearchBox,
  tokens,
} from '@fluentui/react-components'
import type { SysDepartTreeNode } from '@portico/contract'
import { useState } from 'react'
import { ModalDialog } from '../ModalDialog/ModalDialog'
import { DepartTree } from './DepartTree'
import type { DepartSelectModalProps } from './DepartTreeSelect.types'
import { nodesOf } from './departTreeRules'
import { useDepartTree } from './useDepartTree'

const useStyles = makeStyles({
  search: { width: '100%', maxWidth: 'none', marginBottom: tokens.spacingVerticalS },
  tree: { maxHeight: '420px', overflowY: 'auto' },
})

/** 选择部门 (JSelectDepartModal, width 500): a searchable tree; one department or several. */
export function DepartSelectModal(props: DepartSelectModalProps) {
  const { open, width = 500, onCancel } = props
  const own = useDepartTree(open && !props.tree)
  const tree = props.tree ?? own
  return (
    <ModalDialog open={open} title="选择部门" width={width} onClose={onCancel}>
      {open && <DepartSelectBody {...props} tree={tree} />}
    </ModalDialog>
  )
}

function DepartSelectBody({
  multiple = false,
  initialKeys = [],
  onConfirm,
  onCancel,
  tree,
}: DepartSelectModalProps & { tree: NonNullable<DepartSelectModalProps['tree']> }) {
  const styles = useStyles()
  const starting = () => (multiple ? initialKeys : initialKeys.slice(0, 1))
  const [checked, setChecked] = useState<string[]>(starting)
  // Stored keys may arrive after opening; they apply until the user checks something.
  const [touched, setTouched] = useState(false)
  const initialKey = initialKeys.join(',')
  const [seenInitial, setSeenInitial] = useState(initialKey)
  if (seenInitial !== initialKey) {
    setSeenInitial(initialKey)
    if (!touched) setChecked(starting())
  }
  const [typed, setTyped] = useState('')
  const [filter, setFilter] = useState('')

  function toggle(node: SysDepartTreeNode, on: boolean) {
    setTouched(true)
    // Single select replaces; multi select toggles a repeated pick off.
    if (!multiple) setChecked(on ? [node.key] : [])
    else
      setChecked((keys) =>
        on ? [...keys.filter((k) => k !== node.key), node.key] : keys.filter((k) => k !== node.key),
      )
  }

  return (
    <>
      <DialogContent>
        <SearchBox
          className={styles.search}
          aria-label="部门名称"
          placeholder="请输入部门名称按回车进行搜索"
          value={typed}
          onChange={(_, data) => {
            setTyped(data.value)
            if (!data.value) setFilter('')
          }}
          onKeyDown={(event) => event.key === 'Enter' && setFilter(typed)}
        />
        <div className={styles.tree}>
          <DepartTree
            aria-label="部门"
            tree={tree}
            mode={multiple ? 'multiple' : 'single'}
            checkedKeys={checked}
            filter={filter}
            onToggle={toggle}
          />
        </div>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>关闭</Button>
        <Button appearance="primary" onClick={() => onConfirm(nodesOf(tree.nodes, checked), checked)}>
          确定
        </Button>
      </DialogActions>
    </>
  )
}
