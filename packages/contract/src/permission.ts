/** A button permission (`menuType` 2) as sent in `auth` and `allAuth`. */
export interface AuthItem {
  action: string
  /** '1' hide when not held, '2' show disabled. */
  type: string
  describe: string
  /** Present in `allAuth` only: '1' enabled, '0' disabled. */
  status?: string
}

export interface MenuMeta {
  title: string
  icon?: string
  url?: string
  keepAlive: boolean
  internalOrExternal: boolean
  componentName: string
  permissionList?: AuthItem[]
  target?: string
}

/** A node of the menu tree built from menu-type permissions. */
export interface MenuNode {
  id: string
  path: string
  name: string
  component: string
  /** '0' means: do not register a route. */
  route: '0' | '1'
  redirect?: string | null
  hidden?: true
  alwaysShow?: true
  meta: MenuMeta
  children?: MenuNode[]
}

export interface UserPermissions {
  menu: MenuNode[]
  auth: AuthItem[]
  allAuth: AuthItem[]
}

/** Menu type of a `sys_permission` row. */
export const MenuType = { TOP_MENU: 0, SUB_MENU: 1, BUTTON: 2 } as const

/** A row of 菜单管理 (`/sys/permission/list`, JeecgBoot's SysPermissionTree): the menu or button with its children. */
export interface SysPermissionTree {
  id: string
  key: string
  title: string
  parentId: string | null
  name: string
  perms: string | null
  /** '1' hide when not held, '2' show disabled. */
  permsType: string | null
  icon: string | null
  component: string | null
  componentName: string | null
  url: string | null
  redirect: string | null
  sortNo: number
  /** 0 一级菜单, 1 子菜单, 2 按钮. */
  menuType: number
  /** No children (JeecgBoot's isLeaf, serialised as `leaf`). */
  leaf: boolean
  route: boolean
  keepAlive: boolean
  hidden: boolean
  alwaysShow: boolean
  internalOrExternal: boolean
  /** '1' enabled, '0' disabled (buttons). */
  status: string
  /** 1 when the menu has data rules. */
  ruleFlag: number
  delFlag: number
  description: string | null
  createBy: string | null
  createTime: string | null
  updateBy: string | null
  updateTime: string | null
  children: SysPermissionTree[] | null
}

/** What `/sys/permission/add` and `edit` take. */
export type PermissionForm = Partial<
  Omit<SysPermissionTree, 'key' | 'title' | 'children' | 'leaf' | 'delFlag'>
>

/** The comparisons a data rule may use (JeecgBoot QueryRuleEnum, without its raw-SQL rule). */
export const DATA_RULE_CONDITIONS = [
  { value: '=', text: '等于' },
  { value: '!=', text: '不等于' },
  { value: '>', text: '大于' },
  { value: '>=', text: '大于等于' },
  { value: '<', text: '小于' },
  { value: '<=', text: '小于等于' },
  { value: 'IN', text: '在…中' },
  { value: 'LIKE', text: '全模糊' },
  { value: 'LEFT_LIKE', text: '左模糊' },
  { value: 'RIGHT_LIKE', text: '右模糊' },
] as const

export type DataRuleCondition = (typeof DATA_RULE_CONDITIONS)[number]['value']

/** The variables a rule value may name; the server puts the caller's in their place. */
export const DATA_RULE_VARIABLES = [
  { value: '#{sys_user_code}', text: '当前用户账号' },
  { value: '#{sys_org_code}', text: '当前用户部门编码' },
  { value: '#{sys_date}', text: '当前日期' },
  { value: '#{sys_time}', text: '当前时间' },
] as const

/** 数据权限 rule of a menu (JeecgBoot SysPermissionDataRule). */
export interface SysPermissionDataRule {
  id: string
  permissionId: string
  ruleName: string
  ruleColumn: string
  ruleConditions: DataRuleCondition
  ruleValue: string
  /** '1' in force, '0' off. */
  status: string
  createBy: string | null
  createTime: string | null
}
