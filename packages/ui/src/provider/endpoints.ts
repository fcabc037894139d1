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
  /** The whole department tree (SysDepartTreeModel nodes). */
  departTree: string
  /** Departments whose name contains `keyWord`, flat. */
  departSearch: string
  /** Paged users; QueryGenerator filters (`realname=*text*`, `username=a,b,`). */
  userList: string
  /** Users of a department and those under it (`id`, `realname`), not paged. */
  usersByDepart: string
  /** Paged roles (`roleCode=*text*`, `id=a,b,`). */
  roleList: string
}

export const defaultEndpoints: PorticoEndpoints = {
  upload: '/jeecg-boot/sys/common/upload',
  staticDomain: '/jeecg-boot/sys/common/static',
  dictItems: '/sys/dict/getDictItems',
  allDictItems: '/sys/dict/queryAllDictItems',
  loadDict: '/sys/dict/loadDict',
  loadDictItem: '/sys/dict/loadDictItem',
  loadTreeData: '/sys/dict/loadTreeData',
  departTree: '/sys/sysDepart/queryTreeList',
  departSearch: '/sys/sysDepart/searchBy',
  userList: '/sys/user/list',
  usersByDepart: '/sys/user/queryUserByDepId',
  roleList: '/sys/role/list',
}
