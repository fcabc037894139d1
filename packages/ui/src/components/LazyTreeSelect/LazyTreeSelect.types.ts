import type { ControlProps } from '../../types/controlProps'
/** What the tree needs of a node: its key, its text and whether it can have children. */
export interface LazyTreeNode {
  key: string
  title: string
  leaf: boolean
}

export interface LazyTreeSelectProps<N extends LazyTreeNode = LazyTreeNode> extends ControlProps {
  /** The first level; undefined while it loads. */
  roots: N[] | undefined
  /** The children of a branch; undefined while they load. */
  childrenOf: (key: string) => N[] | undefined
  /** Called when a branch opens (load its children if they are not there yet). */
  onOpenBranch: (key: string) => void
  /** Checkboxes and the dropdown stays open; otherwise one choice closes it. */
  multiple?: boolean
  selectedKeys: string[]
  /** Shown on the trigger (the chosen nodes' texts). */
  selectedText: string
  /** A node was chosen (`selected` true) or, in multiple mode, unchecked. */
  onSelect: (node: N, selected: boolean) => void
  /** Why the tree cannot be used: shown under it, and the trigger is disabled. */
  error?: string | null
  /** Default 请选择. */
  placeholder?: string
}
