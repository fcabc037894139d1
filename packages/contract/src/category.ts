/** Parent id of the category tree's roots (JeecgBoot ISysCategoryService.ROOT_PID_VALUE). */
export const CATEGORY_ROOT_PID = '0'

/** A category (`sys_category`, 分类字典): codes grow by one segment per level (A01 → A01A01). */
export interface SysCategory {
  id: string
  /** `'0'` for a root. */
  pid: string
  name: string
  code: string
  /** `'1'` while the node has children, else `'0'`. */
  hasChild: string
  sysOrgCode?: string | null
  createBy?: string | null
  createTime?: string | null
  updateBy?: string | null
  updateTime?: string | null
}

/** Body of `POST /sys/category/add` and `PUT /sys/category/edit`; an omitted `code` is generated on add. */
export interface CategoryForm {
  id?: string
  pid?: string | null
  name: string
  code?: string | null
}

/**
 * A node of the category tree (JeecgBoot TreeSelectModel): `key` is the id, `title` the name, `leaf` true when the
 * node has no children; `children` is filled only by `loadTreeRoot?async=false`.
 */
export interface CategoryTreeNode {
  key: string
  title: string
  code: string
  leaf: boolean
  parentId: string
  children?: CategoryTreeNode[]
}

/** Messages the category routes answer with (JeecgBoot's texts). */
export const CategoryMessages = {
  codeMissing: (code: string) => `该编码【${code}】不存在，请核实!`,
  codeRepeated: (code: string) => `该编码【${code}】存在多个，请核实!`,
  treeParamsNull: '加载分类字典树参数有误.[null]!',
  treeParamsCode: '加载分类字典树参数有误.[code]!',
  idsRequired: 'ids 不能为空',
  nothingFound: '查询无果',
  manyFound: (field: string, val: string) => `查询数据异常,[${field}]存在多个值:${val}`,
  noData: '无数据,参数有误.[code]',
  codeEmpty: '错误,类型编码为空!',
  codePrefix: (parentCode: string) => `编码不符合规范,须以"${parentCode}"开头!`,
} as const
