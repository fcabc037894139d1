/** The endpoints widgets call; JeecgBoot's by default, so another backend only overrides what differs. */
export interface PorticoEndpoints {
  /** Multipart upload (`file`, `biz`, …), relative to the http client's base like the other calls. */
  upload: string
  /** Where stored paths are served from; a full prefix, since it ends up in `<img src>` and links. */
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
  /** Per-user settings kept on the server: `<base>/get`, `/save`, `/delete`. */
  userSetting: string
  /** Realtime table sync websocket (`/{userId}/{pageId}` appended); a path on the page's host, or an http(s) url. */
  vxeSocket: string
  /** Category roots: children of the node whose code is `pcode` (`async`, `pcode`). */
  categoryLoadTreeRoot: string
  /** Children of a category node (`pid`). */
  categoryLoadTreeChildren: string
  /** Category children filtered by a JSON `condition` (`pid` or `pcode`, `condition`). */
  categoryLoadTreeData: string
  /** Names of categories (`ids`, comma separated). */
  categoryLoadDictItem: string
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
  /** Online report columns, dictionary options, id and name; the report code is appended as a path segment. */
  cgReportColumns: string
  /** Query items of an online report; its id (cgRpConfigId) is appended as a path segment. */
  cgReportQueryInfo: string
  /** A page of an online report (`self_<param>`, query values, `pageNo`, `pageSize`); its id is appended. */
  cgReportData: string
}

export const defaultEndpoints: PorticoEndpoints = {
  upload: '/sys/common/upload',
  staticDomain: '/jeecg-boot/sys/common/static',
  dictItems: '/sys/dict/getDictItems',
  allDictItems: '/sys/dict/queryAllDictItems',
  loadDict: '/sys/dict/loadDict',
  loadDictItem: '/sys/dict/loadDictItem',
  loadTreeData: '/sys/dict/loadTreeData',
  userSetting: '/sys/userSetting',
  vxeSocket: '/jeecg-boot/vxeSocket',
  categoryLoadTreeRoot: '/sys/category/loadTreeRoot',
  categoryLoadTreeChildren: '/sys/category/loadTreeChildren',
  categoryLoadTreeData: '/sys/category/loadTreeData',
  categoryLoadDictItem: '/sys/category/loadDictItem/',
  departTree: '/sys/sysDepart/queryTreeList',
  departSearch: '/sys/sysDepart/searchBy',
  userList: '/sys/user/list',
  usersByDepart: '/sys/user/queryUserByDepId',
  roleList: '/sys/role/list',
  cgReportColumns: '/online/cgreport/api/getRpColumns',
  cgReportQueryInfo: '/online/cgreport/api/getQueryInfo',
  cgReportData: '/online/cgreport/api/getData',
}
