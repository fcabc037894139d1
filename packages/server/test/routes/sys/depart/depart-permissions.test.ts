import type { Page, UserPermissions } from '@portico/contract'
import { describe, expect, it } from 'vitest'
import { departId } from '../../../../src/db/seed'
import { seedId } from '../../../../src/services/shared/ids'
import { call, withTestApp } from '../../../helpers/app'
import { expectRefused } from '../../../helpers/refusals'

const t = withTestApp({ admin: 'admin', hr: 'wangfang', liuyang: 'liuyang' })

interface DepartRole {
  id: string
  departId: string
  roleName: string
  roleCode: string
}

const A01 = departId('A01')
const ROLE_MENU = seedId('menu:isystem-role')
const ROLE_LIST = seedId('button:system:role:list')

const get = <T>(url: string, token = t.admin) => call<T>(t.app, 'GET', url, token)
const post = <T>(url: string, body: object, token = t.admin) => call<T>(t.app, 'POST', url, token, body)
const sorted = (ids: string[] | null | undefined) => [...(ids ?? [])].sort()

async function liuyangActions(): Promise<string[]> {
  const { body } = await get<UserPermissions>('/sys/permission/getUserPermissionByToken', t.liuyang)
  return body.result!.auth.map((a) => a.action)
}

describe('部门权限 and 部门角色 (JeecgBoot’s department calls)', () => {
  it('answers the seeded department’s permissions: what its department role grants', async () => {
    const { status, body } = await get<string[]>(
      `/sys/permission/queryDepartPermission?departId=${departId('A02')}`,
    )
    expect(status).toBe(200)
    expect(sorted(body.result)).toEqual(
      sorted([seedId('menu:isystem'), seedId('menu:isystem-user'), seedId('button:system:user:list')]),
    )
  })

  it('listHavingDepartId answers the department’s menus as 菜单管理’s tree; HR (no department editing) is refused', async () => {
    const { status, body } = await get<
      { id: string; name: string; children: { id: string; children: unknown }[] | null }[]
    >(`/sys/permission/listHavingDepartId?departId=${departId('A02')}`)
    expect(status).toBe(200)
    expect(body.result!.map((node) => node.id)).toEqual([seedId('menu:isystem')])
    const [system] = body.result!
    expect(system!.name).toBe('系统管理')
    expect(system!.children!.map((node) => node.id)).toEqual([seedId('menu:isystem-user')])
    expect((system!.children![0]!.children as { id: string }[]).map((node) => node.id)).toEqual([
      seedId('button:system:user:list'),
    ])
    expectRefused(await get(`/sys/permission/listHavingDepartId?departId=${departId('A02')}`, t.hr), 510)
    expect((await get('/sys/permission/listHavingDepartId?departId=nope')).body.success).toBe(false)
  })

  it('grants a department, a role of it, and a member: the member gets it while working there', async () => {
    const saved = await post('/sys/permission/saveDepartPermission', {
      departId: A01,
      permissionIds: `${ROLE_MENU},${ROLE_LIST}`,
      lastpermissionIds: '',
    })
    expect(saved.body).toMatchObject({ success: true, message: '保存成功！' })
    expect(
      sorted((await get<string[]>(`/sys/permission/queryDepartPermission?departId=${A01}`)).body.result),
    ).toEqual(sorted([ROLE_MENU, ROLE_LIST]))
    const tree = await get<{ ids: string[] }>(
      `/sys/sysDepartPermission/queryTreeListForDeptRole?departId=${A01}`,
    )
    expect(sorted(tree.body.result!.ids)).toEqual(sorted([ROLE_MENU, ROLE_LIST]))

    const added = await post<string>('/sys/sysDepartRole/add', {
      departId: A01,
      roleName: '角色查看员',
      roleCode: 'role_viewer',
    })
    expect(added.body).toMatchObject({ success: true, message: '添加成功！' })
    const roleId = added.body.result!
    const taken = await post('/sys/sysDepartRole/add', {
      departId: A01,
      roleName: '重复',
      roleCode: 'role_viewer',
    })
    expect(taken.body).toMatchObject({ success: false, message: '该部门已有此角色编码' })
    const edited = await call(t.app, 'PUT', '/sys/sysDepartRole/edit', t.admin, {
      id: roleId,
      roleName: '角色查阅',
    })
    expect(edited.body.success).toBe(true)
    const listed = await get<Page<DepartRole>>(`/sys/sysDepartRole/list?deptId=${A01}`)
    expect(listed.body.result!.records).toEqual([
      expect.objectContaining({ id: roleId, departId: A01, roleName: '角色查阅', roleCode: 'role_viewer' }),
    ])

    const outside = await post('/sys/sysDepartPermission/saveDeptRolePermission', {
      roleId,
      permissionIds: seedId('menu:isystem-user'),
      lastpermissionIds: '',
    })
    expect(outside.body).toMatchObject({
      success: false,
      message: '部门角色只能授予本部门已有的权限，请先在部门权限中授权',
    })
    const granted = await post('/sys/sysDepartPermission/saveDeptRolePermission', {
      roleId,
      permissionIds: `${ROLE_MENU},${ROLE_LIST}`,
      lastpermissionIds: '',
    })
    expect(granted.body).toMatchObject({ success: true, message: '保存成功！' })
    expect(
      sorted(
        (await get<string[]>(`/sys/sysDepartPermission/queryDeptRolePermission?roleId=${roleId}`)).body
          .result,
      ),
    ).toEqual(sorted([ROLE_MENU, ROLE_LIST]))

    const liuyangId = seedId('user:liuyang')
    expect(await liuyangActions()).not.toContain('system:role:list')
    const member = await post('/sys/sysDepartRole/deptRoleUserAdd', {
      userId: liuyangId,
      newRoleId: roleId,
      oldRoleId: '',
    })
    expect(member.body).toMatchObject({ success: true })
    expect(
      (await get(`/sys/sysDepartRole/getDeptRoleByUserId?userId=${liuyangId}&departId=${A01}`)).body.result,
    ).toEqual([expect.objectContaining({ userId: liuyangId, droleId: roleId })])
    await call(t.app, 'PUT', '/sys/selectDepart', t.liuyang, { orgCode: 'A01', username: 'liuyang' })
    expect(await liuyangActions()).toContain('system:role:list')
    const byDepart = await get<UserPermissions>(
      '/sys/permission/getUserPermissionByTokenAndDepart',
      t.liuyang,
    )
    expect(byDepart.body.result!.auth.map((a) => a.action)).toContain('system:role:list')

    // Taken from the department, it is taken from its roles too.
    await post('/sys/permission/saveDepartPermission', {
      departId: A01,
      permissionIds: ROLE_MENU,
      lastpermissionIds: `${ROLE_MENU},${ROLE_LIST}`,
    })
    expect(
      (await get<string[]>(`/sys/sysDepartPermission/queryDeptRolePermission?roleId=${roleId}`)).body.result,
    ).toEqual([ROLE_MENU])
    expect(await liuyangActions()).not.toContain('system:role:list')

    expect(
      (await call(t.app, 'DELETE', `/sys/sysDepartRole/delete?id=${roleId}`, t.admin)).body.success,
    ).toBe(true)
    expect(
      (await get<Page<DepartRole>>(`/sys/sysDepartRole/list?deptId=${A01}`)).body.result!.records,
    ).toEqual([])
    expect(
      (await get(`/sys/sysDepartRole/getDeptRoleByUserId?userId=${liuyangId}&departId=${A01}`)).body.result,
    ).toEqual([])
  })

  it('refuses a member outside the department, a customer’s department, and callers without 部门编辑', async () => {
    const role = (await get<Page<DepartRole>>(`/sys/sysDepartRole/list?deptId=${departId('A02')}`)).body
      .result!.records[0]
    const notMember = await post('/sys/sysDepartRole/deptRoleUserAdd', {
      userId: seedId('user:wangfang'),
      newRoleId: role.id,
    })
    expect(notMember.body).toMatchObject({ success: false, message: '用户不属于该部门' })
    const customer = await get(`/sys/permission/queryDepartPermission?departId=${departId('C1001A01')}`)
    expectRefused(customer, 500)
    expect(customer.body.message).toBe('未找到对应部门')
    expectRefused(await get(`/sys/permission/queryDepartPermission?departId=${A01}`, t.hr), 510)
    expectRefused(
      await post('/sys/sysDepartRole/add', { departId: A01, roleName: 'x', roleCode: 'x' }, t.hr),
      510,
    )
  })

  it('部门编辑 alone opens 部门权限: the menu tree it grants from, without 角色授权', async () => {
    const added = await post<string>('/sys/role/add', { roleName: '部门编辑员', roleCode: 'depart_editor_t' })
    const roles = await get<Page<{ id: string; roleCode: string }>>('/sys/role/list?roleCode=depart_editor_t')
    const roleId = roles.body.result!.records.find((r) => r.roleCode === 'depart_editor_t')!.id
    expect(added.body.success, added.body.message).toBe(true)
    const editDepart = [
      seedId('menu:isystem'),
      seedId('menu:isystem-depart'),
      seedId('button:system:depart:edit'),
    ]
    const granted = await post('/sys/permission/saveRolePermission', {
      roleId,
      permissionIds: editDepart.join(','),
      lastpermissionIds: '',
    })
    expect(granted.body.success, granted.body.message).toBe(true)
    const member = await post('/sys/user/addSysUserRole', { roleId, userIdList: [seedId('user:liuyang')] })
    expect(member.body.success, member.body.message).toBe(true)
    expect(await liuyangActions()).toContain('system:depart:edit')
    expect(await liuyangActions()).not.toContain('system:role:auth')

    const tree = await get<{ treeList: unknown[]; ids: string[] }>('/sys/role/queryTreeList', t.liuyang)
    expect(tree.status).toBe(200)
    expect(tree.body.result!.ids).toEqual(expect.arrayContaining(editDepart))
    expect((await get(`/sys/permission/queryDepartPermission?departId=${A01}`, t.liuyang)).status).toBe(200)
    // 角色管理's own calls stay closed to them.
    expectRefused(await get(`/sys/permission/queryRolePermission?roleId=${roleId}`, t.liuyang), 510)
  })
})
