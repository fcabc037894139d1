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
