/** A dictionary option (`DictModel`): `title` mirrors `text`. */
export interface DictOption {
  value: string
  text: string
  title?: string
  label?: string
  disabled?: boolean
}

export interface SysDict {
  id: string
  dictName: string
  dictCode: string
  description?: string | null
  type: number
  delFlag?: number
}

export interface SysDictItem {
  id: string
  dictId: string
  itemText: string
  itemValue: string
  description?: string | null
  sortOrder: number
  /** 1 enabled, 0 disabled (disabled items are left out of the dictionary widgets). */
  status: number
  createTime?: string | null
}

/** A node of a dictionary tree (`/sys/dict/loadTreeData`, JeecgBoot's TreeSelectModel); `leaf` is a boolean. */
export interface DictTreeNode {
  key: string
  value: string
  title: string
  label: string
  leaf: boolean
  parentId: string | null
}
