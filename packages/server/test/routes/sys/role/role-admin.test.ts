import type { MenuNode, Page, SysRole, UserPermissions } from '@portico/contract'
import { describe, expect, it } from 'vitest'
import { roleId } from '../../../../src/db/seed'
import type { PermissionTreeNode } from '../../../../src/services/permissions/permission-tree'
import { seedId } from '../../../../src/services/shared/ids'
import type { UserListRecord } from '../../../../src/services/users/users-list'
import { call, login, withTestApp } from '../../../helpers/app'
import { expectRefused } from '../../../helpers/refusals'

const t = withTestApp({ admin: 'admin', hr: 'wangfang' })
const flatten = (nodes: { children?: unknown }[]): { children?: unknown }[] =>
  nodes.flatMap((n) => [n, ...flatten((n.children as { children?: unknown }[] | null) ?? [])])
const menu = (key: string) => seedId(`menu:${key}`)
const button = (perms: string) => seedId(`button:${perms}`)

async function createRole(roleCode: string, roleName = '调度员') {
  const { body } = await call<string>(t.app, 'POST', '/sys/role/add', t.admin, {
    roleName,
    roleCode,
    description: '定时任务查看',
  })
  expect(body).toMatchObject({ success: true, message: '添加成功！' })
  return body.result!
}

describe('角色管理', () => {
  it('adds, edits and refuses a duplicate role code', async () => {
    const id = await createRole('dispatcher')
    const duplicate = await call(t.app, 'POST', '/sys/role/add', t.admin, {
      roleName: 'x',
      roleCode: 'dispatcher',
    })
    expect(duplicate).toMatchObject({
      status: 200,
      body: { code: 500, success: false, message: '角色编码已存在' },
    })
    expect(
      (await call(t.app, 'GET', '/sys/role/checkRoleCode?roleCode=dispatcher', t.admin)).body.message,
    ).toBe('角色编码已存在')
    expect(
      (await call(t.app, 'GET', `/sys/role/checkRoleCode?roleCode=dispatcher&id=${id}`, t.admin)).body
        .success,
    ).toBe(true)
    const edited = await call(t.app, 'PUT', '/sys/role/edit', t.admin, {
      id,
      roleName: '调度专员',
      roleCode: 'dispatcher',
    })
    expect(edited.body.message).toBe('修改成功!')
    const { body } = await call<SysRole>(t.app, 'GET', `/sys/role/queryById?id=${id}`, t.admin)
    expect(body.result).toMatchObject({ roleName: '调度专员', roleCode: 'dispatcher' })
    const bad = await call(t.app, 'POST', '/sys/role/add', t.admin, { roleName: '', roleCode: 'x' })
    expect(bad).toMatchObject({ status: 200, body: { code: 500, message: '请输入角色名称!' } })
    expectRefused(await call(t.app, 'POST', '/sys/role/add', t.hr, { roleName: 'a', roleCode: 'a' }), 510)
  })

  it('answers the whole menu and button tree with every id', async () => {
    const { body } = await call<{ treeList: PermissionTreeNode[]; ids: string[] }>(
      t.app,
      'GET',
      '/sys/permission/queryTreeList',
      t.admin,
    )
    const nodes = flatten(body.result!.treeList) as unknown as PermissionTreeNode[]
    expect(nodes.map((n) => n.key).sort()).toEqual([...body.result!.ids].sort())
    const system = body.result!.treeList.find((n) => n.key === menu('isystem'))!
    expect(system).toMatchObject({
      title: '系统管理',
      slotTitle: '系统管理',
      value: menu('isystem'),
      parentId: null,
    })
    const quartz = system.children!.find((n) => n.key === menu('isystem-quartz'))!
    expect(quartz.children!.map((n) => n.title)).toContain('定时任务查询')
    expect((await call(t.app, 'GET', '/sys/role/queryTreeList', t.admin)).body.result).toEqual(body.result)
  })

  it('a role granted two menus and one button gives its new user exactly those', async () => {
    const id = await createRole('quartz_viewer', '任务查看员')
    const granted = [menu('isystem'), menu('isystem-quartz'), button('system:quartzJob:list')]
    const save = await call(t.app, 'POST', '/sys/permission/saveRolePermission', t.admin, {
      roleId: id,
      permissionIds: granted.join(','),
      lastpermissionIds: '',
    })
    expect(save.body).toMatchObject({ success: true, message: '保存成功！' })
    const held = await call<string[]>(
      t.app,
      'GET',
      `/sys/permission/queryRolePermission?roleId=${id}`,
      t.admin,
    )
    expect(held.body.result!.sort()).toEqual([...granted].sort())

    const created = await call(t.app, 'POST', '/sys/user/add', t.admin, {
      username: 'zhaoqiang',
      realname: '赵强',
      password: 'secret123',
      confirmpassword: 'secret123',
      phone: '13600002222',
      email: 'zhaoqiang@portico.example.com',
    })
    expect(created.body.message).toBe('添加成功！')
    const users = await call<Page<UserListRecord>>(t.app, 'GET', '/sys/user/list?username=zhaoqiang', t.admin)
    const userId = users.body.result!.records[0].id
    const add = await call(t.app, 'POST', '/sys/user/addSysUserRole', t.admin, {
      roleId: id,
      userIdList: [userId],
    })
    expect(add.body.message).toBe('添加成功!')
    const holders = await call<Page<UserListRecord>>(
      t.app,
      'GET',
      `/sys/user/userRoleList?roleId=${id}`,
      t.admin,
    )
    expect(holders.body.result!.records.map((u) => u.username)).toEqual(['zhaoqiang'])

    const token = await login(t.app, 'zhaoqiang', 'secret123')
    const { body } = await call<UserPermissions>(
      t.app,
      'GET',
      '/sys/permission/getUserPermissionByToken',
      token,
    )
    const paths = (flatten(body.result!.menu) as MenuNode[]).map((n) => n.path)
    expect(paths.filter((p) => p !== '/dashboard/analysis')).toEqual(['/isystem', '/isystem/quartzJob'])
    expect(body.result!.auth.map((a) => a.action)).toEqual(['system:quartzJob:list'])
    expect((await call(t.app, 'GET', '/sys/quartzJob/list', token)).status).toBe(200)
    expectRefused(await call(t.app, 'POST', '/sys/quartzJob/add', token, {}), 510)

    // Revoking through lastpermissionIds takes the button away at the next call.
    await call(t.app, 'POST', '/sys/permission/saveRolePermission', t.admin, {
      roleId: id,
      permissionIds: granted.slice(0, 2).join(','),
      lastpermissionIds: granted.join(','),
    })
    expectRefused(await call(t.app, 'GET', '/sys/quartzJob/list', token), 510)

    const removed = await call(
      t.app,
      'DELETE',
      `/sys/user/deleteUserRole?roleId=${id}&userId=${userId}`,
      t.admin,
    )
    expect(removed.body.message).toBe('删除成功!')
    expect(
      (await call<Page<UserListRecord>>(t.app, 'GET', `/sys/user/userRoleList?roleId=${id}`, t.admin)).body
        .result!.total,
    ).toBe(0)
  })

  it('refuses unknown permission ids, and deleting the admin role; deletes a role with its links', async () => {
    const id = await createRole('temp_role', '临时角色')
    const unknown = await call(t.app, 'POST', '/sys/permission/saveRolePermission', t.admin, {
      roleId: id,
      permissionIds: 'nope',
      lastpermissionIds: '',
    })
    expect(unknown).toMatchObject({ status: 200, body: { code: 500, message: '权限不存在：nope' } })
    const admin = await call(t.app, 'DELETE', `/sys/role/delete?id=${roleId('admin')}`, t.admin)
    expect(admin).toMatchObject({ status: 200, body: { code: 500, message: '不能删除管理员角色' } })
    expect((await call(t.app, 'DELETE', `/sys/role/delete?id=${id}`, t.admin)).body.message).toBe(
      '删除角色成功',
    )
    expectRefused(await call(t.app, 'GET', `/sys/role/queryById?id=${id}`, t.admin), 500)
  })
})
