import type { MenuNode, Page, SysDepartTreeNode, SysRole, SysUser, UserPermissions } from '@portico/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { logisticsParcel, sysUser } from '../../../src/db/schema'
import { roleId } from '../../../src/db/seed'
import type { PermissionTreeNode } from '../../../src/services/permissions/permission-tree'
import { seedId } from '../../../src/services/shared/ids'
import { attemptLogin, call, login, withTestApp } from '../../helpers/app'
import { expectRefused } from '../../helpers/refusals'

const t = withTestApp({ admin: 'admin', ops: 'zhangwei', hr: 'wangfang', yunfan: 'yunfan' })
const db = () => t.testDb.database.db

const ORG = '/customer/departRole'
const USER = '/customer/user'
const flatten = <T extends { children?: T[] | null }>(nodes: T[]): T[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children ?? [])])
const departs = async (tenantId: number) =>
  flatten(
    (await call<SysDepartTreeNode[]>(t.app, 'GET', `${ORG}/departTree?tenantId=${tenantId}`, t.ops)).body
      .result!,
  )
const rootOf = async (tenantId: number) => (await departs(tenantId)).find((d) => !d.parentId)!
const rolesOf = async (tenantId: number) =>
  (await call<Page<SysRole>>(t.app, 'GET', `${ORG}/roleList?tenantId=${tenantId}&pageSize=100`, t.ops)).body
    .result!.records
const financeRole = async (tenantId: number) => (await rolesOf(tenantId)).find((r) => r.roleName === '财务')!
const menuId = (key: string) => seedId(`menu:${key}`)

let counter = 0
const newUser = (tenantId: number | string, more: Record<string, unknown> = {}) => {
  counter += 1
  return call<string>(t.app, 'POST', `${USER}/add`, t.ops, {
    tenantId,
    username: `cust${counter}x`,
    realname: `客户用户${counter}`,
    password: 'Harbour#2026',
    confirmpassword: 'Harbour#2026',
    ...more,
  })
}

describe('客户部门角色: departments', () => {
  it("keeps each customer's tree apart from the platform's and from other customers'", async () => {
    const root = await rootOf(1001)
    expect(root).toMatchObject({ departName: '深圳市云帆跨境电商有限公司', orgCode: 'C1001A01' })
    expect((await departs(1001)).map((d) => d.departName)).toEqual(
      expect.arrayContaining(['运营部', '财务部']),
    )
    const added = await call<{ id: string; orgCode: string }>(t.app, 'POST', `${ORG}/addDepart`, t.ops, {
      tenantId: 1001,
      parentId: root.id,
      departName: '仓储部',
    })
    expect(added.body).toMatchObject({ success: true, result: { orgCode: 'C1001A01A03' } })
    const id = added.body.result!.id
    const edited = await call(t.app, 'PUT', `${ORG}/editDepart`, t.ops, {
      tenantId: 1001,
      id,
      departName: '仓储物流部',
      departOrder: 3,
    })
    expect(edited.body.success).toBe(true)
    expect((await departs(1001)).find((d) => d.id === id)?.departName).toBe('仓储物流部')

    // The platform's 部门管理 and another customer see none of it.
    const platform = flatten(
      (await call<SysDepartTreeNode[]>(t.app, 'GET', '/sys/sysDepart/queryTreeList', t.admin)).body.result!,
    )
    expect(platform.some((d) => d.orgCode.startsWith('C'))).toBe(false)
    expect((await departs(1002)).some((d) => d.id === id)).toBe(false)
    // A customer's own user sees their company's tree in the pickers.
    const mine = flatten(
      (await call<SysDepartTreeNode[]>(t.app, 'GET', '/sys/sysDepart/queryTreeList', t.yunfan)).body.result!,
    )
    expect(mine.map((d) => d.id)).toContain(id)
    expect(mine.every((d) => d.orgCode.startsWith('C1001'))).toBe(true)

    const deleted = await call(t.app, 'DELETE', `${ORG}/deleteDepart?tenantId=1001&id=${id}`, t.ops)
    expect(deleted.body.success).toBe(true)
  })

  it("refuses another customer's ids, a tenant that is not a customer's, and bad input", async () => {
    const other = await rootOf(1002)
    const under = await call(t.app, 'POST', `${ORG}/addDepart`, t.ops, {
      tenantId: 1001,
      parentId: other.id,
      departName: '越界部门',
    })
    expect(under).toMatchObject({
      status: 200,
      body: { code: 500, success: false, message: '上级部门不存在' },
    })
    const edit = await call(t.app, 'PUT', `${ORG}/editDepart`, t.ops, {
      tenantId: 1001,
      id: other.id,
      departName: '改名',
    })
    expectRefused(edit, 500)
    const gone = await call(t.app, 'DELETE', `${ORG}/deleteDepart?tenantId=1001&id=${other.id}`, t.ops)
    expectRefused(gone, 500)
    expect((await rootOf(1002)).departName).toBe('义乌市启航电子商务有限公司')
    const platform = await call(t.app, 'GET', `${ORG}/departTree?tenantId=1`, t.ops)
    expect(platform).toMatchObject({ status: 200, body: { code: 500, message: '客户不存在' } })
    const none = await call(t.app, 'POST', `${ORG}/addDepart`, t.ops, { tenantId: '', departName: 'x' })
    expect(none).toMatchObject({ status: 200, body: { code: 500, message: '请选择客户' } })
    // A customer id past the tenant column's integer range is no customer (it reached the database as a 500).
    for (const path of [`${ORG}/departTree`, `${ORG}/roleList`, `${USER}/formOptions`]) {
      const huge = await call(t.app, 'GET', `${path}?tenantId=100000000000000000000`, t.ops)
      expect(huge).toMatchObject({ status: 200, body: { code: 500, message: '客户不存在' } })
    }
    const blank = await call(t.app, 'POST', `${ORG}/addDepart`, t.ops, { tenantId: 1001, departName: ' ' })
    expect(blank).toMatchObject({ status: 200, body: { code: 500, message: '请输入机构/部门名称!' } })
    // The root has the demo user: it stays.
    const root = await rootOf(1001)
    const busy = await call(t.app, 'DELETE', `${ORG}/deleteDepart?tenantId=1001&id=${root.id}`, t.ops)
    expectRefused(busy, 500)
  })
})

describe('客户部门角色: roles', () => {
  it("adds, edits and grants a customer's role, customer menus only", async () => {
    const added = await call<string>(t.app, 'POST', `${ORG}/addRole`, t.ops, {
      tenantId: 1001,
      roleName: '跟单员',
      roleCode: 'c1001_tracker',
    })
    expect(added.body.success).toBe(true)
    const id = added.body.result!
    expect((await rolesOf(1001)).map((r) => r.roleCode)).toEqual(
      expect.arrayContaining(['c1001_finance', 'c1001_tracker']),
    )
    expect((await rolesOf(1002)).map((r) => r.roleCode)).not.toContain('c1001_tracker')
    const platform = await call<Page<SysRole>>(t.app, 'GET', '/sys/role/list?pageSize=100', t.admin)
    expect(platform.body.result!.records.map((r) => r.roleCode)).not.toContain('c1001_tracker')
    const edited = await call(t.app, 'PUT', `${ORG}/editRole`, t.ops, {
      tenantId: 1001,
      id,
      roleName: '跟单专员',
      roleCode: 'c1001_tracker',
    })
    expect(edited.body.success).toBe(true)
    const taken = await call(t.app, 'POST', `${ORG}/addRole`, t.ops, {
      tenantId: 1002,
      roleName: '重复',
      roleCode: 'ops',
    })
    expect(taken).toMatchObject({ status: 200, body: { code: 500, message: '角色编码已存在' } })

    const tree = await call<{ treeList: PermissionTreeNode[]; ids: string[] }>(
      t.app,
      'GET',
      `${ORG}/permissionTree`,
      t.ops,
    )
    const offered = new Set(tree.body.result!.ids)
    expect(offered.has(menuId('package-info'))).toBe(true)
    expect(offered.has(menuId('isystem-user'))).toBe(false)
    const grant = (permissionIds: string[], roleIdToSave = id, tenantId = 1001) =>
      call(t.app, 'POST', `${ORG}/saveRolePermission`, t.ops, {
        tenantId,
        roleId: roleIdToSave,
        permissionIds: permissionIds.join(','),
        lastpermissionIds: '',
      })
    const parcels = [menuId('package'), menuId('package-info'), seedId('button:package:info:list')].filter(
      (p) => offered.has(p),
    )
    expect((await grant(parcels)).body.success).toBe(true)
    const held = await call<string[]>(t.app, 'GET', `${ORG}/rolePermission?tenantId=1001&roleId=${id}`, t.ops)
    expect(new Set(held.body.result)).toEqual(new Set(parcels))
    const system = await grant([menuId('isystem-user')])
    expect(system).toMatchObject({
      status: 200,
      body: { code: 500, message: '客户的角色只能授予客户可用的菜单' },
    })
    // The same refusal through 角色管理's own 授权.
    const viaSystem = await call(t.app, 'POST', '/sys/permission/saveRolePermission', t.admin, {
      roleId: id,
      permissionIds: menuId('isystem-user'),
    })
    expectRefused(viaSystem, 500)
    // Another customer's role under this customer's id is not found.
    const foreign = await financeRole(1002)
    expectRefused(await grant(parcels, foreign.id), 500)
    expectRefused(await call(t.app, 'DELETE', `${ORG}/deleteRole?tenantId=1001&id=${foreign.id}`, t.ops), 500)
    expect(
      (await call(t.app, 'DELETE', `${ORG}/deleteRole?tenantId=1001&id=${id}`, t.ops)).body.success,
    ).toBe(true)
  })
})

describe('客户部门角色 and 客户用户: permissions', () => {
  it('answers 403 without the buttons', async () => {
    const refused = [
      ['GET', `${ORG}/departTree?tenantId=1001`],
      ['POST', `${ORG}/addDepart`],
      ['GET', `${ORG}/roleList?tenantId=1001`],
      ['POST', `${ORG}/addRole`],
      ['GET', `${ORG}/permissionTree`],
      ['POST', `${ORG}/saveRolePermission`],
      ['GET', `${USER}/list`],
      ['GET', `${USER}/formOptions?tenantId=1001`],
      ['POST', `${USER}/add`],
      ['PUT', `${USER}/edit`],
      ['PUT', `${USER}/frozenBatch`],
    ] as const
    for (const [method, path] of refused) {
      for (const token of [t.hr, t.yunfan])
        expectRefused(
          await call(t.app, method, path, token, method === 'GET' ? undefined : { tenantId: 1001 }),
          510,
        )
    }
  })
})

describe('客户用户', () => {
  it('adds a user who signs in to their own company: its menus and its parcels only', async () => {
    const tracker = await call<string>(t.app, 'POST', `${ORG}/addRole`, t.admin, {
      tenantId: 1001,
      roleName: '包裹查询',
      roleCode: 'c1001_parcels',
    })
    const parcelsMenus = [menuId('package'), menuId('package-info'), seedId('button:package:info:list')]
    await call(t.app, 'POST', `${ORG}/saveRolePermission`, t.admin, {
      tenantId: 1001,
      roleId: tracker.body.result,
      permissionIds: parcelsMenus.join(','),
    })
    const ops = (await departs(1001)).find((d) => d.departName === '运营部')!
    const options = await call<{ roles: SysRole[]; departs: SysDepartTreeNode[] }>(
      t.app,
      'GET',
      `${USER}/formOptions?tenantId=1001`,
      t.ops,
    )
    expect(options.body.result!.roles.map((r) => r.roleCode).sort()).toEqual(
      ['c1001_finance', 'c1001_parcels', 'customer'].sort(),
    )
    expect(flatten(options.body.result!.departs).map((d) => d.id)).toContain(ops.id)

    const added = await newUser(1001, { selectedroles: tracker.body.result, selecteddeparts: ops.id })
    expect(added.body).toMatchObject({ success: true, message: '添加成功！' })
    const id = added.body.result!
    const [row] = await db().select().from(sysUser).where(eq(sysUser.id, id))
    expect(row).toMatchObject({ relTenantIds: '1001', orgCode: ops.orgCode })

    const listed = await call<Page<SysUser>>(t.app, 'GET', `${USER}/list?tenantId=1001&pageSize=100`, t.ops)
    const names = listed.body.result!.records.map((u) => u.username)
    expect(names).toEqual(expect.arrayContaining([row!.username, 'yunfan']))
    expect(names).not.toContain('zhangwei')
    expect(names).not.toContain('qihang')
    const everyCustomer = await call<Page<SysUser>>(t.app, 'GET', `${USER}/list?pageSize=100`, t.ops)
    expect(everyCustomer.body.result!.records.map((u) => u.username)).toEqual(
      expect.arrayContaining(['yunfan', 'qihang', 'nanshayx', row!.username]),
    )
    expect(everyCustomer.body.result!.records.map((u) => u.username)).not.toContain('admin')

    const token = await login(t.app, row!.username, 'Harbour#2026')
    const menu = await call<UserPermissions>(t.app, 'GET', '/sys/permission/getUserPermissionByToken', token)
    const leaves = flatten<MenuNode>(menu.body.result!.menu)
      .filter((n) => !n.children?.length)
      .map((n) => n.path)
    // The home page is everyone's; beyond it, only what the role grants.
    expect(leaves.sort()).toEqual(['/dashboard/analysis', '/package/info'])
    const seen = await call<Page<{ customerId: number }>>(
      t.app,
      'GET',
      '/logistics/package/list?pageSize=1000',
      token,
    )
    expect(seen.status).toBe(200)
    const ownParcels = await db().select().from(logisticsParcel).where(eq(logisticsParcel.customerId, 1001))
    expect(ownParcels.length).toBeGreaterThan(0)
    expect(seen.body.result!.total).toBe(ownParcels.length)
    expect(seen.body.result!.records.length).toBeGreaterThan(0)
    expect(seen.body.result!.records.every((p) => p.customerId === 1001)).toBe(true)
    const [foreign] = await db().select().from(logisticsParcel).where(eq(logisticsParcel.customerId, 1002))
    const detail = await call(t.app, 'GET', `/logistics/package/queryById?id=${foreign!.id}`, token)
    expectRefused(detail, 500)

    // Edited (company fixed), then frozen: the user can no longer sign in.
    const edited = await call(t.app, 'PUT', `${USER}/edit`, t.ops, {
      tenantId: 1001,
      id,
      username: row!.username,
      realname: '改名后',
      relTenantIds: '1',
    })
    expect(edited.body.success).toBe(true)
    const [after] = await db().select().from(sysUser).where(eq(sysUser.id, id))
    expect(after).toMatchObject({ realname: '改名后', relTenantIds: '1001' })
    const frozen = await call(t.app, 'PUT', `${USER}/frozenBatch`, t.ops, { ids: id, status: 2 })
    expect(frozen.body.success).toBe(true)
    expect((await attemptLogin(t.app, row!.username, 'Harbour#2026')).body.success).toBe(false)
    expect((await call(t.app, 'GET', '/sys/permission/getUserPermissionByToken', token)).status).toBe(401)
  })

  it("refuses a platform role, another customer's role or department, and platform users", async () => {
    const users = async () => (await db().select({ id: sysUser.id }).from(sysUser)).length
    const before = await users()
    const refusedRole = await newUser(1001, { selectedroles: roleId('ops') })
    expect(refusedRole).toMatchObject({
      status: 200,
      body: { code: 510, message: '不能给客户用户授予平台角色' },
    })
    const otherRole = await newUser(1001, { selectedroles: (await financeRole(1002)).id })
    expect(otherRole).toMatchObject({ status: 200, body: { code: 510, message: '不能授予其他客户的角色' } })
    const otherDepart = await newUser(1001, { selecteddeparts: (await rootOf(1002)).id })
    expect(otherDepart).toMatchObject({ status: 200, body: { code: 500, message: '所选部门不属于该客户' } })
    const platformTenant = await newUser(1)
    expectRefused(platformTenant, 500)
    expect(await users()).toBe(before)

    // Through 用户管理 and 角色管理 the same rules hold.
    const yunfan = seedId('user:yunfan')
    const [current] = await db().select().from(sysUser).where(eq(sysUser.id, yunfan))
    const viaUserForm = await call(t.app, 'PUT', '/sys/user/edit', t.admin, {
      id: yunfan,
      username: 'yunfan',
      realname: current!.realname,
      selectedroles: `${roleId('customer')},${roleId('ops')}`,
    })
    expect(viaUserForm).toMatchObject({
      status: 200,
      body: { code: 510, message: '不能给客户用户授予平台角色' },
    })
    const viaRole = await call(t.app, 'POST', '/sys/user/addSysUserRole', t.admin, {
      roleId: roleId('ops'),
      userIdList: [yunfan],
    })
    expectRefused(viaRole, 510)
    const toPlatformUser = await call(t.app, 'POST', '/sys/user/addSysUserRole', t.admin, {
      roleId: (await financeRole(1001)).id,
      userIdList: [seedId('user:zhangwei')],
    })
    expectRefused(toPlatformUser, 500)
    // An edit in 用户管理 that does not send the tenants keeps them.
    const kept = await call(t.app, 'PUT', '/sys/user/edit', t.admin, {
      id: yunfan,
      username: 'yunfan',
      realname: current!.realname,
    })
    expect(kept.body.success).toBe(true)
    const [still] = await db().select().from(sysUser).where(eq(sysUser.id, yunfan))
    expect(still!.relTenantIds).toBe('1001')

    // 客户用户 does not reach the platform's users nor another customer's under this one.
    const staff = await call(t.app, 'PUT', `${USER}/edit`, t.ops, {
      tenantId: 1001,
      id: seedId('user:zhangwei'),
      username: 'zhangwei',
      realname: 'x',
    })
    expectRefused(staff, 500)
    const qihang = await call(t.app, 'PUT', `${USER}/edit`, t.ops, {
      tenantId: 1001,
      id: seedId('user:qihang'),
      username: 'qihang',
      realname: 'x',
    })
    expectRefused(qihang, 500)
    expectRefused(
      await call(t.app, 'PUT', `${USER}/frozenBatch`, t.ops, { ids: seedId('user:zhangwei'), status: 2 }),
      500,
    )
  })
})
