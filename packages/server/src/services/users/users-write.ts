import {
  EMAIL_PATTERN,
  MOBILE_PATTERN,
  STALE_EDIT_CODE,
  STALE_EDIT_MESSAGE,
  USERNAME_PATTERN,
  type UserForm,
} from '@portico/contract'
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysDepart, sysRole, sysTenant, sysUser, sysUserDepart, sysUserRole } from '../../db/schema'
import { badRequest, conflict, HttpError } from '../../http/envelope'
import { isSafeKey } from '../../stores/files'
import { assertAcceptablePassword } from '../auth/password-policy'
import { hashPassword } from '../auth/passwords'
import { rowSnapshot, writeDataLog } from '../logs/data-log'
import { newId } from '../shared/ids'
import { toSysUser } from '../shared/serializers'
import { assertDepartsFitCustomer, assertRolesFitCustomer, customerOfTenants } from '../tenants/customer-fit'
import type { UserRow } from './current-user'

export type UserValues = Partial<typeof sysUser.$inferInsert>

const splitIds = (value: string | undefined | null): string[] =>
  [...new Set((value ?? '').split(',').map((s) => s.trim()))].filter(Boolean)

const blankToNull = (value: unknown): string | null =>
  value === undefined || value === null || String(value).trim() === '' ? null : String(value).trim()

function smallIntOrNull(value: unknown, name: string): number | null {
  if (value === undefined || value === null || value === '') return null
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0 || n > 32767) throw badRequest(`${name}格式不正确`)
  return n
}

/**
 * An avatar: a stored upload path or an http(s) URL (blank → null). Anything else (`javascript:` however spelled,
 * `data:`, other schemes, control characters) is refused.
 */
export function avatarOrNull(value: unknown): string | null {
  const avatar = blankToNull(value)
  if (avatar === null) return null
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  const web = /^https?:\/\/[^\s/]+/i.test(avatar) && !/[\s\u0000-\u001f\u007f]/.test(avatar)
  if (avatar.length > 255 || !(web || isSafeKey(avatar)) || (!web && avatar.includes(':')))
    throw badRequest('头像地址不正确')
  return avatar
}

/** Checks the form fields shared by add, edit and import; returns the column values. */
export function validatedFields(form: UserForm): UserValues {
  const username = String(form.username ?? '').trim()
  const realname = String(form.realname ?? '').trim()
  if (!username) throw badRequest('用户账号不能为空')
  if (!USERNAME_PATTERN.test(username)) throw badRequest('用户账号格式不正确')
  if (!realname) throw badRequest('用户姓名不能为空')
  if (realname.length > 100) throw badRequest('用户姓名过长')
  const phone = blankToNull(form.phone)
  if (phone && !MOBILE_PATTERN.test(phone)) throw badRequest('手机号码格式不正确')
  const email = blankToNull(form.email)
  if (email && (!EMAIL_PATTERN.test(email) || email.length > 100)) throw badRequest('电子邮件格式不正确')
  const birthday = blankToNull(form.birthday)
  if (birthday && !/^\d{4}-\d{2}-\d{2}$/.test(birthday)) throw badRequest('生日格式不正确')
  const relTenantIds = blankToNull(form.relTenantIds)
  if (relTenantIds && !/^\d+(,\d+)*$/.test(relTenantIds)) throw badRequest('租户格式不正确')
  return {
    username,
    realname,
    phone,
    email,
    birthday,
    sex: smallIntOrNull(form.sex, '性别'),
    workNo: blankToNull(form.workNo),
    post: blankToNull(form.post),
    telephone: blankToNull(form.telephone),
    // Absent: unchanged (a form without the field must not move a customer's user to the platform).
    ...(form.relTenantIds !== undefined && { relTenantIds }),
    // Absent: unchanged (clients that never show the avatar keep it).
    ...(form.avatar !== undefined && { avatar: avatarOrNull(form.avatar) }),
  }
}

/** Usernames, phones and e-mails already in use. */
export interface TakenUserKeys {
  usernames: Set<string | null>
  phones: Set<string | null>
  emails: Set<string | null>
}

/** The conflict message for `values` (用户账号已存在 / 手机号已存在 / 邮箱已存在), or undefined when it is free. */
export function duplicateMessage(values: UserValues, taken: TakenUserKeys): string | undefined {
  if (taken.usernames.has(values.username ?? null)) return '用户账号已存在'
  if (values.phone && taken.phones.has(values.phone)) return '手机号已存在'
  if (values.email && taken.emails.has(values.email)) return '邮箱已存在'
  return undefined
}

async function refuseDuplicates(db: Db, values: UserValues, exceptId?: string): Promise<void> {
  const candidates = [
    eq(sysUser.username, values.username!),
    values.phone ? eq(sysUser.phone, values.phone) : undefined,
    values.email ? eq(sysUser.email, values.email) : undefined,
  ]
  const rows = await db
    .select({ username: sysUser.username, phone: sysUser.phone, email: sysUser.email })
    .from(sysUser)
    .where(and(or(...candidates), exceptId ? ne(sysUser.id, exceptId) : undefined))
  const message = duplicateMessage(values, {
    usernames: new Set(rows.map((r) => r.username)),
    phones: new Set(rows.map((r) => r.phone)),
    emails: new Set(rows.map((r) => r.email)),
  })
  if (message) throw conflict(message)
}

async function existingIds(db: Db, kind: 'role' | 'depart', ids: string[]): Promise<void> {
  if (ids.length === 0) return
  const rows =
    kind === 'role'
      ? await db.select({ id: sysRole.id }).from(sysRole).where(inArray(sysRole.id, ids))
      : await db
          .select({ id: sysDepart.id })
          .from(sysDepart)
          .where(and(inArray(sysDepart.id, ids), eq(sysDepart.delFlag, 0)))
  if (rows.length !== ids.length) throw badRequest(kind === 'role' ? '所选角色不存在' : '所选部门不存在')
}

/** The tenants a form gives exist (their format is checked by validatedFields). */
async function existingTenants(db: Db, relTenantIds: string | null | undefined): Promise<void> {
  const ids = [...new Set(splitIds(relTenantIds).map(Number))]
  if (ids.length === 0) return
  const rows = await db.select({ id: sysTenant.id }).from(sysTenant).where(inArray(sysTenant.id, ids))
  if (rows.length !== ids.length) throw badRequest('所选租户不存在')
}

async function orgCodeOf(db: Db, departIds: string[]): Promise<string | null> {
  if (departIds.length === 0) return null
  const rows = await db
    .select({ orgCode: sysDepart.orgCode })
    .from(sysDepart)
    .where(eq(sysDepart.id, departIds[0]))
  return rows[0]?.orgCode ?? null
}

async function replaceLinks(db: Db, userId: string, roleIds?: string[], departIds?: string[]): Promise<void> {
  if (roleIds) {
    await db.delete(sysUserRole).where(eq(sysUserRole.userId, userId))
    if (roleIds.length) await db.insert(sysUserRole).values(roleIds.map((roleId) => ({ userId, roleId })))
  }
  if (departIds) {
    await db.delete(sysUserDepart).where(eq(sysUserDepart.userId, userId))
    if (departIds.length) await db.insert(sysUserDepart).values(departIds.map((depId) => ({ userId, depId })))
  }
}

/** An edit that started from another version than the stored one is refused with the user as it is now. */
function refuseStaleVersion(sent: unknown, existing: UserRow): void {
  if (sent === undefined || sent === null || sent === '' || Number(sent) === existing.version) return
  throw new HttpError(STALE_EDIT_CODE, STALE_EDIT_MESSAGE, toSysUser(existing))
}

/** The user's new version in 数据日志 (sys_user), in the write's transaction; password and salt are left out. */
export function logUserVersion(
  tx: Db,
  action: 'add' | 'edit' | 'delete',
  actor: string,
  before: UserRow | null,
  after: UserRow,
): Promise<void> {
  return writeDataLog(tx, [
    {
      dataTable: 'sys_user',
      dataId: after.id,
      dataVersion: after.version,
      action,
      before: before && rowSnapshot(before),
      after: rowSnapshot(after),
      actor,
      tenantId: null,
    },
  ])
}

/** Runs in one transaction: the user row, its roles and departments are all written or none. */
export async function addUser(db: Db, form: UserForm, actor: string): Promise<string> {
  const values = validatedFields(form)
  const password = String(form.password ?? '')
  assertAcceptablePassword(password, values.username)
  if (form.confirmpassword !== undefined && form.confirmpassword !== password)
    throw badRequest('两次输入密码不一致!')
  const roleIds = splitIds(form.selectedroles)
  const departIds = splitIds(form.selecteddeparts)
  const { hash, salt } = await hashPassword(password)
  const id = newId()
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db
    await refuseDuplicates(tx, values)
    await existingIds(tx, 'role', roleIds)
    await existingIds(tx, 'depart', departIds)
    await existingTenants(tx, values.relTenantIds)
    const customerId = await customerOfTenants(tx, values.relTenantIds)
    await assertRolesFitCustomer(tx, customerId, roleIds)
    await assertDepartsFitCustomer(tx, customerId, departIds)
    const [created] = await tx
      .insert(sysUser)
      .values({
        ...values,
        id,
        username: values.username!,
        realname: values.realname!,
        password: hash,
        salt,
        status: 1,
        delFlag: 0,
        userIdentity: 1,
        orgCode: await orgCodeOf(tx, departIds),
        departIds: departIds.join(',') || null,
        createBy: actor,
        createTime: new Date(),
      })
      .returning()
    await replaceLinks(tx, id, roleIds, departIds)
    await logUserVersion(tx, 'add', actor, null, created)
  })
  return id
}

/**
 * The roles and departments an edit gives fit the user's company. Roles the user keeps are not checked again unless
 * the edit moves the user to another company.
 */
async function assertEditFits(
  tx: Db,
  existing: UserRow,
  values: UserValues,
  roleIds: string[] | undefined,
  departIds: string[] | undefined,
): Promise<void> {
  const before = await customerOfTenants(tx, existing.relTenantIds)
  const after = values.relTenantIds === undefined ? before : await customerOfTenants(tx, values.relTenantIds)
  const held = (
    await tx
      .select({ roleId: sysUserRole.roleId })
      .from(sysUserRole)
      .where(eq(sysUserRole.userId, existing.id))
  ).map((row) => row.roleId)
  const roles = roleIds ?? held
  await assertRolesFitCustomer(tx, after, after === before ? roles.filter((id) => !held.includes(id)) : roles)
  if (departIds) await assertDepartsFitCustomer(tx, after, departIds)
}

/** The profile fields an edit may leave out; JeecgBoot keeps what a request does not send. */
const PROFILE_FIELDS = [
  'username',
  'realname',
  'phone',
  'email',
  'sex',
  'birthday',
  'workNo',
  'post',
  'telephone',
] as const

/** The form with the stored value for each profile field it leaves out (null or '' still clear a field). */
function withStoredFields(form: UserForm, existing: UserRow): UserForm {
  const merged: UserForm = { ...form }
  for (const field of PROFILE_FIELDS)
    if (form[field] === undefined) Object.assign(merged, { [field]: existing[field] })
  return merged
}

/**
 * Edits profile fields; the password is ignored (JeecgBoot). Fields left out keep their value; roles/departments are
 * replaced when sent.
 */
export async function editUser(db: Db, form: UserForm, actor: string): Promise<boolean> {
  if (!form.id) throw badRequest('缺少用户id')
  const roleIds = form.selectedroles === undefined ? undefined : splitIds(form.selectedroles)
  const departIds = form.selecteddeparts === undefined ? undefined : splitIds(form.selecteddeparts)
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db
    const [existing] = await tx
      .select()
      .from(sysUser)
      .where(and(eq(sysUser.id, form.id!), eq(sysUser.delFlag, 0)))
      .for('update')
    if (!existing) return false
    refuseStaleVersion(form.version, existing)
    const values = validatedFields(withStoredFields(form, existing))
    await refuseDuplicates(tx, values, form.id)
    if (roleIds) await existingIds(tx, 'role', roleIds)
    if (departIds) await existingIds(tx, 'depart', departIds)
    await existingTenants(tx, values.relTenantIds)
    await assertEditFits(tx, existing, values, roleIds, departIds)
    const departColumns = departIds
      ? { departIds: departIds.join(',') || null, orgCode: await orgCodeOf(tx, departIds) }
      : {}
    const [updated] = await tx
      .update(sysUser)
      .set({
        ...values,
        ...departColumns,
        updateBy: actor,
        updateTime: new Date(),
        version: sql`${sysUser.version} + 1`,
      })
      .where(eq(sysUser.id, form.id!))
      .returning()
    await replaceLinks(tx, form.id!, roleIds, departIds)
    await logUserVersion(tx, 'edit', actor, existing, updated)
    return true
  })
}

export { splitIds }
