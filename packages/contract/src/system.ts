/** `sex`: 1 男, 2 女. `status`: 1 normal, 2 frozen. */
export interface SysUser {
  id: string
  username: string
  realname: string
  avatar?: string | null
  birthday?: string | null
  sex?: number | null
  email?: string | null
  phone?: string | null
  orgCode?: string | null
  orgCodeTxt?: string | null
  status: number
  delFlag: number
  workNo?: string | null
  post?: string | null
  telephone?: string | null
  userIdentity?: number | null
  departIds?: string | null
  relTenantIds?: string | null
  createBy?: string | null
  createTime?: string | null
  updateBy?: string | null
  updateTime?: string | null
  /** Bumped by every write; an edit sent with an older one is refused (STALE_EDIT_MESSAGE). */
  version?: number
  /** Added by list routes for dictionary-coded fields. */
  sex_dictText?: string | null
  status_dictText?: string | null
}

/** Body of `POST /sys/user/add` and `PUT /sys/user/edit`. */
export interface UserForm {
  id?: string
  username: string
  realname: string
  password?: string
  confirmpassword?: string
  email?: string | null
  phone?: string | null
  sex?: number | null
  birthday?: string | null
  workNo?: string | null
  post?: string | null
  telephone?: string | null
  relTenantIds?: string | null
  /** Stored path (or http URL) of the picture; left unchanged when absent. */
  avatar?: string | null
  /** Comma-separated role ids. */
  selectedroles?: string
  /** Comma-separated department ids. */
  selecteddeparts?: string
  /** The version the edit started from; absent (a JeecgBoot client), the edit applies whatever changed meanwhile. */
  version?: number | string
}

export const UserStatus = { NORMAL: 1, FROZEN: 2 } as const

export interface SysRole {
  id: string
  roleName: string
  roleCode: string
  description?: string | null
  createTime?: string | null
  updateTime?: string | null
}

export interface SysDepart {
  id: string
  parentId?: string | null
  departName: string
  orgCode: string
  orgCategory?: string | null
  orgType?: string | null
  departOrder?: number | null
  description?: string | null
  status?: string | null
  delFlag?: string | null
}

export interface SysTenant {
  id: number
  name: string
  beginDate?: string | null
  endDate?: string | null
  status: number
}

export interface FrozenBatchRequest {
  ids: string
  status: string
}

/**
 * A node of `GET /sys/sysDepart/queryTreeList` and `searchBy` (JeecgBoot SysDepartTreeModel): the department's own
 * fields plus `key` = `value` = id, `title` = departName, `isLeaf`, and `children` (null on a leaf).
 */
export interface SysDepartTreeNode extends SysDepart {
  createBy?: string | null
  /** `yyyy-MM-dd HH:mm:ss`. */
  createTime?: string | null
  updateBy?: string | null
  updateTime?: string | null
  key: string
  value: string
  title: string
  isLeaf: boolean
  children: SysDepartTreeNode[] | null
}
