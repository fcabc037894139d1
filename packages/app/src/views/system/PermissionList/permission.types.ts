import type { SysPermissionTree } from '@portico/contract'
import type { TreeShape } from '../../../components/list/treeRows'

export const MENU_TYPE_TEXT = ['一级菜单', '子菜单', '按钮/权限'] as const

export const permissionShape: TreeShape<SysPermissionTree> = {
  keyOf: (node) => node.id,
  childrenOf: (node) => node.children,
}

/** A menu or button being added (`parent`: under which) or edited. */
export interface PermissionDraft extends Partial<SysPermissionTree> {
  /** The parent's name, for the dialog's title. */
  parentName?: string
}
