/** A role as /sys/role/list answers it. */
export interface SysRoleRow {
  id: string
  roleName: string
  roleCode: string
  description: string | null
  createTime: string | null
}
