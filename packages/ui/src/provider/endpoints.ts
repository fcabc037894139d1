/** The endpoints widgets call; JeecgBoot's by default, so another backend only overrides what differs. */
export interface PorticoEndpoints {
  upload: string
  staticDomain: string
  /** Items of one dictionary; the code is appended as a path segment. */
  dictItems: string
  allDictItems: string
  /** Dictionary search (`keyword`, `pageSize`); the code is appended as a path segment. */
  loadDict: string
  /** Texts of stored values (`key`); the code is appended as a path segment. */
  loadDictItem: string
  /** Children of a tree node in a whitelisted table (`pid`, `tableName`, `text`, `code`, …). */
  loadTreeData: string
  /** Category roots: children of the node whose code is `pcode` (`async`, `pcode`). */
  categoryLoadTreeRoot: string
  /** Children of a category node (`pid`). */
  categoryLoadTreeChildren: string
  /** Category children filtered by a JSON `condition` (`pid` or `pcode`, `condition`). */
  categoryLoadTreeData: string
  /** Names of categories (`ids`, comma separated). */
  categoryLoadDictItem: string
}

export const defaultEndpoints: PorticoEndpoints = {
  upload: '/jeecg-boot/sys/common/upload',
  staticDomain: '/jeecg-boot/sys/common/static',
  dictItems: '/sys/dict/getDictItems',
  allDictItems: '/sys/dict/queryAllDictItems',
  loadDict: '/sys/dict/loadDict',
  loadDictItem: '/sys/dict/loadDictItem',
  loadTreeData: '/sys/dict/loadTreeData',
  categoryLoadTreeRoot: '/sys/category/loadTreeRoot',
  categoryLoadTreeChildren: '/sys/category/loadTreeChildren',
  categoryLoadTreeData: '/sys/category/loadTreeData',
  categoryLoadDictItem: '/sys/category/loadDictItem/',
}
