import { and, count, desc, eq, ilike, inArray, isNull, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  sysDepart,
  sysDepartRole,
  sysDepartRolePermission,
  sysDepartRoleUser,
  sysUserDepart,
} from '../../db/schema'
import { badRequest, conflict } from '../../http/envelope'
import { type PageParams, toPage } from '../query'
import { newId } from '../shared/ids'
import { containsPattern } from '../shared/like'
import { type DepartRoleRow, requireDepartRole, requirePlatformDepart } from './depart-permissions'

export interface DepartRoleForm {
  id?: string
  departId?: string
  roleName?: string
  roleCode?: string
  description?: string | null
}

const trimmed = (value: unknown, label: string, max: number, required = true): string | null => {
  const text = typeof value === 'string' ? value.trim() : ''
  if (!text && required) throw badRequest(`请输入${label}!`)
  if (text.length > max) throw badRequest(`${label}不能超过${max}个字符`)
  return text || null
}

/** 部门角色 of the platform's departments (deptId narrows to one), newest first. */
export async function departRolePage(
  db: Db,
  query: { deptId?: string; roleName?: string; roleCode?: string },
  page: PageParams,
) {
  const where = and(
    isNull(sysDepart.tenantId),
    eq(sysDepart.delFlag, 0),
    query.deptId ? eq(sysDepartRole.departId, query.deptId) : undefined,
    query.roleName ? ilike(sysDepartRole.roleName, containsPattern(query.roleName)) : undefined,
    query.roleCode ? ilike(sysDepartRole.roleCode, containsPattern(query.roleCode)) : undefined,
  )
  const from = () =>
    db.select().from(sysDepartRole).innerJoin(sysDepart, eq(sysDepart.id, sysDepartRole.departId))
  const [rows, [{ n }]] = await Promise.all([
    from()
      .where(where)
      .orderBy(desc(sysDepartRole.createTime), desc(sysDepartRole.id))
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize),
    db
      .select({ n: count() })
      .from(sysDepartRole)
      .innerJoin(sysDepart, eq(sysDepart.id, sysDepartRole.departId))
      .where(where),
  ])
  return toPage(
    rows.map((row) => row.sys_depart_role),
    Number(n),
    page,
  )
}

async function refuseTakenCode(db: Db, departId: string, roleCode: string, exceptId?: string) {
  const taken = await db
    .select({ id: sysDepartRole.id })
    .from(sysDepartRole)
    .where(
      and(
        eq(sysDepartRole.departId, departId),
        eq(sysDepartRole.roleCode, roleCode),
        exceptId ? ne(sysDepartRole.id, exceptId) : undefined,
      ),
    )
  if (taken.length > 0) throw conflict('该部门已有此角色编码')
}

export async function addDepartRole(db: Db, form: DepartRoleForm, actor: string): Promise<string> {
  const depart = await requirePlatformDepart(db, String(form.departId ?? ''))
  const roleName = trimmed(form.roleName, '部门角色名称', 200)!
  const roleCode = trimmed(form.roleCode, '部门角色编码', 100)!
  await refuseTakenCode(db, depart.id, roleCode)
  const id = newId()
  await db.insert(sysDepartRole).values({
    id,
    departId: depart.id,
    roleName,
    roleCode,
    description: trimmed(form.description, '描述', 255, false),
    createBy: actor,
    createTime: new Date(),
  })
  return id
}

/** Name, code and description change; the department stays. */
export async function editDepartRole(db: Db, form: DepartRoleForm, actor: string): Promise<void> {
  const role = await requireDepartRole(db, String(form.id ?? ''))
  const roleName = trimmed(form.roleName ?? role.roleName, '部门角色名称', 200)!
  const roleCode = trimmed(form.roleCode ?? role.roleCode, '部门角色编码', 100)!
  await refuseTakenCode(db, role.departId, roleCode, role.id)
  await db
    .update(sysDepartRole)
    .set({
      roleName,
      roleCode,
      description:
        form.description === undefined ? role.description : trimmed(form.description, '描述', 255, false),
      updateBy: actor,
      updateTime: new Date(),
    })
    .where(eq(sysDepartRole.id, role.id))
}

/** Deletes the roles with their grants and members, all or none. */
export async function deleteDepartRoles(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) throw badRequest('参数不识别！')
  for (const id of ids) await requireDepartRole(db, id)
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db
    await tx.delete(sysDepartRolePermission).where(inArray(sysDepartRolePermission.roleId, ids))
    await tx.delete(sysDepartRoleUser).where(inArray(sysDepartRoleUser.droleId, ids))
    await tx.delete(sysDepartRole).where(inArray(sysDepartRole.id, ids))
  })
}

/** The department roles a user holds in one department, as JeecgBoot's SysDepartRoleUser rows. */
export async function departRolesOfUser(db: Db, userId: string, departId: string) {
  const rows = await db
    .select({ userId: sysDepartRoleUser.userId, droleId: sysDepartRoleUser.droleId })
    .from(sysDepartRoleUser)
    .innerJoin(sysDepartRole, eq(sysDepartRole.id, sysDepartRoleUser.droleId))
    .where(and(eq(sysDepartRoleUser.userId, userId), eq(sysDepartRole.departId, departId)))
  return rows.map((row) => ({ id: `${row.userId}:${row.droleId}`, ...row }))
}

/**
 * JeecgBoot's deptRoleUserAdd: the user gains `newRoleIds` they lacked and loses `oldRoleIds` not among them. Every
 * role must be a platform department role of a department the user belongs to.
 */
export async function setUserDepartRoles(
  db: Db,
  userId: string,
  newRoleIds: string[],
  oldRoleIds: string[],
): Promise<void> {
  const roles: DepartRoleRow[] = []
  for (const id of new Set([...newRoleIds, ...oldRoleIds])) roles.push(await requireDepartRole(db, id))
  const memberOf = new Set(
    (
      await db
        .select({ depId: sysUserDepart.depId })
        .from(sysUserDepart)
        .where(eq(sysUserDepart.userId, userId))
    ).map((row) => row.depId),
  )
  const add = newRoleIds.filter((id) => !oldRoleIds.includes(id))
  const remove = oldRoleIds.filter((id) => !newRoleIds.includes(id))
  if (roles.some((role) => add.includes(role.id) && !memberOf.has(role.departId)))
    throw badRequest('用户不属于该部门')
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db
    if (remove.length > 0)
      await tx
        .delete(sysDepartRoleUser)
        .where(and(eq(sysDepartRoleUser.userId, userId), inArray(sysDepartRoleUser.droleId, remove)))
    if (add.length > 0)
      await tx
        .insert(sysDepartRoleUser)
        .values(add.map((droleId) => ({ userId, droleId })))
        .onConflictDoNothing()
  })
}
