import {
  Button,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Spinner,
  Tree,
  TreeItem,
  TreeItemLayout,
  useFieldControlProps_unstable,
} from '@fluentui/react-components'
import { ChevronDownRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { DictMessage } from '../../dict/DictMessage'
import { useLazyTreeSelectStyles } from './LazyTreeSelect.styles'
import type { LazyTreeNode, LazyTreeSelectProps } from './LazyTreeSelect.types'

/**
 * A dropdown tree whose levels load as they open, at most 400px high: one choice (radio, closes) or several
 * (checkboxes, stays open). The shared body of DictTreeSelect and CategoryTreeSelect; the caller loads the levels.
 */
export function LazyTreeSelect<N extends LazyTreeNode>(props: LazyTreeSelectProps<N>) {
  const { roots, childrenOf, onOpenBranch, multiple, selectedKeys, selectedText, onSelect, error } = props
  const {
    placeholder = '请选择',
    disabled,
    className,
    ...control
  } = useFieldControlProps_unstable(props, { supportsLabelFor: true })
  const styles = useLazyTreeSelectStyles()
  const [open, setOpen] = useState(false)
  const loaded = new Map<string, N>()

  const level = (parent: string, nodes: N[] | undefined) =>
    nodes === undefined ? (
      <TreeItem itemType="leaf" value={`${parent}\u0000loading`}>
        <TreeItemLayout>
          <Spinner size="extra-tiny" label="加载中" />
        </TreeItemLayout>
      </TreeItem>
    ) : (
      nodes.map((node) => {
        loaded.set(node.key, node)
        return (
          <TreeItem key={node.key} value={node.key} itemType={node.leaf ? 'leaf' : 'branch'}>
            <TreeItemLayout>{node.title}</TreeItemLayout>
            {!node.leaf && <Tree>{level(node.key, childrenOf(node.key))}</Tree>}
          </TreeItem>
        )
      })
    )

  return (
    <>
      <Popover open={open} onOpenChange={(_, data) => setOpen(data.open)} positioning="below-start">
        <PopoverTrigger disableButtonEnhancement>
          <Button
            id={control.id}
            // The visible choice stays part of the accessible name (WCAG 2.5.3 label in name).
            aria-label={
              control['aria-label'] ? `${control['aria-label']} ${selectedText || placeholder}` : undefined
            }
            aria-labelledby={control['aria-labelledby']}
            className={className}
            appearance="outline"
            icon={<ChevronDownRegular />}
            iconPosition="after"
            disabled={disabled || Boolean(error)}
          >
            <span className={selectedText ? styles.trigger : styles.placeholder}>
              {selectedText || placeholder}
            </span>
          </Button>
        </PopoverTrigger>
        <PopoverSurface className={styles.surface}>
          <Tree
            aria-label={control['aria-label'] ?? placeholder}
            selectionMode={multiple ? 'multiselect' : 'single'}
            checkedItems={selectedKeys}
            onOpenChange={(_, data) => {
              if (data.open) onOpenBranch(String(data.value))
            }}
            onCheckedChange={(_, data) => {
              const node = loaded.get(String(data.value))
              if (!node) return
              onSelect(node, data.checked === true)
              if (!multiple) setOpen(false)
            }}
          >
            {level('', roots)}
          </Tree>
        </PopoverSurface>
      </Popover>
      <DictMessage error={error ?? undefined} />
    </>
  )
}
