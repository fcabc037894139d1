import type { SysDepart, SysRole, SysTenant, SysUser } from '@portico/contract'
import type { sysDepart, sysRole, sysTenant } from '../../db/schema'
import type { UserRow } from '../users/current-user'
import { formatDateTime } from './dates'

/** SysUser as JeecgBoot serialises it; password and salt never leave the server. */
export function toSysUser(row: UserRow): SysUser {
  return {
    id: row.id,
    username: row.username,
    realname: row.realname,
    avatar: row.avatar,
    birthday: row.birthday,
    sex: row.sex,
    email: row.email,
    phone: row.phone,
    orgCode: row.orgCode,
    status: row.status,
    delFlag: row.delFlag,
    workNo: row.workNo,
    post: row.post,
    telephone: row.telephone,
    userIdentity: row.userIdentity,
    departIds: row.departIds,
    relTenantIds: row.relTenantIds,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime),
    updateBy: row.updateBy,
    updateTime: formatDateTime(row.updateTime),
    version: row.version,
  }
}

export function toSysDepart(row: typeof sysDepart.$inferSelect): SysDepart {
  return {
    id: row.id,
    parentId: row.parentId,
    departName: row.departName,
    orgCode: row.orgCode,
    orgCategory: row.orgCategory,
    orgType: row.orgType,
    departOrder: row.departOrder,
    description: row.description,
    status: row.status,
    delFlag: String(row.delFlag),
  }
}

export function toSysRole(row: typeof sysRole.$inferSelect): SysRole {
  return {
    id: row.id,
    roleName: row.roleName,
    roleCode: row.roleCode,
    description: row.description,
    createTime: formatDateTime(row.createTime),
    updateTime: formatDateTime(row.updateTime),
  }
}

export function toSysTenant(row: typeof sysTenant.$inferSelect): SysTenant {
  return { id: row.id, name: row.name, beginDate: row.beginDate, endDate: row.endDate, status: row.status }
}
