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
import type { DictTreeNode } from '@portico/contract'
import { useState } from 'react'
import { DictMessage } from '../../dict/DictMessage'
import { useDictTreeSelectStyles } from './DictTreeSelect.styles'
import type { DictTreeSelectProps } from './DictTreeSelect.types'
import { useDictTreeSelect } from './useDictTreeSelect'

/**
 * A node picked from a table tree (JTreeSelect): levels load from loadTreeData as they open, at most 400px high.
 * A condition that is not a JSON string shows 组件JTreeSelect-condition传值有误，需要一个json字符串!.
 */
export function DictTreeSelect(props: DictTreeSelectProps) {
  const {
    value,
    onChange,
    placeholder = '请选择',
    disabled,
    className,
    ...control
  } = useFieldControlProps_unstable(props, { supportsLabelFor: true })
  const state = useDictTreeSelect(props)
  const styles = useDictTreeSelectStyles()
  const [open, setOpen] = useState(false)
  const loaded = new Map<string, DictTreeNode>()

  const level = (parent: string, nodes: DictTreeNode[] | undefined) =>
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
            {!node.leaf && <Tree>{level(node.key, state.childrenOf(node.key))}</Tree>}
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
              control['aria-label']
                ? `${control['aria-label']} ${state.selectedText || placeholder}`
                : undefined
            }
            aria-labelledby={control['aria-labelledby']}
            className={className}
            appearance="outline"
            icon={<ChevronDownRegular />}
            iconPosition="after"
            disabled={disabled || Boolean(state.error)}
          >
            <span className={state.selectedText ? styles.trigger : styles.placeholder}>
              {state.selectedText || placeholder}
            </span>
          </Button>
        </PopoverTrigger>
        <PopoverSurface className={styles.surface}>
          <Tree
            aria-label={control['aria-label'] ?? placeholder}
            selectionMode="single"
            checkedItems={value ? [value] : []}
            onOpenChange={(_, data) => {
              if (data.open) state.open(String(data.value))
            }}
            onCheckedChange={(_, data) => {
              const node = loaded.get(String(data.value))
              if (!node) return
              state.choose(node)
              onChange?.(node.key)
              setOpen(false)
            }}
          >
            {level('', state.roots)}
          </Tree>
        </PopoverSurface>
      </Popover>
      <DictMessage error={state.error ?? undefined} />
    </>
  )
}
