import {
  dictResource,
  type Page,
  type SysDictItem,
  type SysPermissionDataRule,
  type SysPermissionTree,
  type UserPermissions,
} from '@portico/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sysPermissionDataRule } from '../../../src/db/schema'
import { roleId } from '../../../src/db/seed'
import { seedId } from '../../../src/services/shared/ids'
import { call, login, withTestApp } from '../../helpers/app'
import { expectRefused } from '../../helpers/refusals'
import { describeResource } from '../../helpers/resource-suite'

const t = withTestApp({ admin: 'admin', hr: 'wangfang', zhangwei: 'zhangwei', lina: 'lina' })
const menu = (key: string) => seedId(`menu:${key}`)
const flatten = (nodes: SysPermissionTree[]): SysPermissionTree[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children ?? [])])
const menuTitles = (nodes: UserPermissions['menu']): string[] =>
  nodes.flatMap((n) => [n.meta.title, ...menuTitles(n.children ?? [])])

describeResource(t, {
  resource: dictResource,
  sample: (n) => ({ dictName: `测试字典${n}`, dictCode: `test_dict_${n}` }),
  change: { dictName: '改名字典', description: '说明' },
  owner: 'admin',
  outsider: 'hr',
})

describe('菜单管理', () => {
  it('adds a menu and a button that reach the menu of a role holding them, edits, refuses and deletes', async () => {
    const folder = await call<string>(t.app, 'POST', '/sys/permission/add', t.admin, {
      menuType: 0,
      name: '运营报表',
      url: '/report',
      component: 'layouts/RouteView',
      icon: 'dashboard',
      sortNo: 50,
    })
    expect(folder.body).toMatchObject({ success: true, message: '添加成功！' })
    const page = await call<string>(t.app, 'POST', '/sys/permission/add', t.admin, {
      menuType: 1,
      parentId: folder.body.result,
      name: '日报',
      url: '/report/daily',
      component: 'report/Daily',
    })
    const button = await call<string>(t.app, 'POST', '/sys/permission/add', t.admin, {
      menuType: 2,
      parentId: page.body.result,
      name: '日报导出',
      perms: 'report:daily:export',
    })
    expect(button.body.success).toBe(true)

    const tree = await call<SysPermissionTree[]>(t.app, 'GET', '/sys/permission/list', t.admin)
    const added = flatten(tree.body.result!).find((n) => n.id === folder.body.result)!
    expect(added).toMatchObject({ name: '运营报表', leaf: false, menuType: 0 })
    expect(added.children?.[0]).toMatchObject({ name: '日报', children: [{ perms: 'report:daily:export' }] })

    // refusals: duplicate url, duplicate perms, a button without perms, a child without parent
    const refusals: [object, string][] = [
      [
        { menuType: 1, parentId: folder.body.result, name: 'x', url: '/report/daily', component: 'a/B' },
        '访问路径不允许重复，请重定义！',
      ],
      [
        { menuType: 2, parentId: page.body.result, name: 'x', perms: 'report:daily:export' },
        '授权标识已存在',
      ],
      [{ menuType: 2, parentId: page.body.result, name: 'x' }, '请输入授权标识!'],
      [{ menuType: 1, name: 'x', url: '/x', component: 'a/B' }, '请选择上级菜单!'],
    ]
    for (const [form, message] of refusals) {
      const answer = await call(t.app, 'POST', '/sys/permission/add', t.admin, form)
      expect({ status: answer.status, code: answer.body.code, message: answer.body.message }).toEqual({
        status: 200,
        code: 500,
        message,
      })
    }
    expectRefused(await call(t.app, 'POST', '/sys/permission/add', t.hr, { name: 'x' }), 510)
    expectRefused(await call(t.app, 'GET', '/sys/permission/list', t.hr), 510)

    // a role holding the new menu sees it (and its button) at its next load; a rename shows too
    await call(t.app, 'POST', '/sys/permission/saveRolePermission', t.admin, {
      roleId: roleId('hr'),
      permissionIds: [folder.body.result, page.body.result, button.body.result].join(','),
      lastpermissionIds: '',
    })
    await call(t.app, 'PUT', '/sys/permission/edit', t.admin, {
      ...added,
      children: undefined,
      name: '运营日报',
    })
    const hrMenu = await call<UserPermissions>(t.app, 'GET', '/sys/permission/getUserPermissionByToken', t.hr)
    expect(menuTitles(hrMenu.body.result!.menu)).toEqual(expect.arrayContaining(['运营日报', '日报']))
    expect(hrMenu.body.result!.auth.map((a) => a.action)).toContain('report:daily:export')

    const sub = await call<SysPermissionTree[]>(
      t.app,
      'GET',
      `/sys/permission/getSystemSubmenu?parentId=${folder.body.result}`,
      t.admin,
    )
    expect(sub.body.result!.map((n) => n.name)).toEqual(['日报'])
    const top = await call<SysPermissionTree[]>(t.app, 'GET', '/sys/permission/getSystemMenuList', t.admin)
    expect(top.body.result!.length).toBeGreaterThan(0)
    expect(top.body.result!.every((n) => n.menuType === 0)).toBe(true)

    const refused = await call(t.app, 'DELETE', `/sys/permission/delete?id=${folder.body.result}`, t.admin)
    expect(refused).toMatchObject({
      status: 200,
      body: { code: 500, message: '该菜单下有子菜单或按钮，请先删除它们' },
    })
    const batch = [folder.body.result, page.body.result, button.body.result].join(',')
    expect(
      (await call(t.app, 'DELETE', `/sys/permission/deleteBatch?ids=${batch}`, t.admin)).body.success,
    ).toBe(true)
    const after = await call<UserPermissions>(t.app, 'GET', '/sys/permission/getUserPermissionByToken', t.hr)
    expect(menuTitles(after.body.result!.menu)).not.toContain('运营日报')
  })
})

describe('数据权限', () => {
  const piecesMenu = menu('question-piece')
  const listed = async (token: string) =>
    (await call<Page<{ createBy: string }>>(t.app, 'GET', '/question/questionPiece/list?pageSize=100', token))
      .body
  const addPiece = (token: string, waybillNo: string) =>
    call(
      t.app,
      'POST',
      '/question/questionPiece/add',
      token,
      { waybillNo, questionType: '1' },
      { tenant_id: '1' },
    )

  it("narrows the question-piece list to the rules a caller's role applies, and refuses unknown columns", async () => {
    await addPiece(t.zhangwei, 'DR-0001')
    await addPiece(t.zhangwei, 'DR-0002')
    await addPiece(t.lina, 'DR-0003')
    expect(new Set((await listed(t.lina)).result!.records.map((r) => r.createBy))).toEqual(
      new Set(['zhangwei', 'lina']),
    )

    const unknown = await call(t.app, 'POST', '/sys/permission/addPermissionRule', t.admin, {
      permissionId: piecesMenu,
      ruleName: '密码',
      ruleColumn: 'password',
      ruleConditions: '=',
      ruleValue: 'x',
    })
    expect(unknown).toMatchObject({
      status: 200,
      body: { code: 500, message: '字段 password 不是问题件的字段' },
    })
    const rule = await call<string>(t.app, 'POST', '/sys/permission/addPermissionRule', t.admin, {
      permissionId: piecesMenu,
      ruleName: '只看自己登记的',
      ruleColumn: 'createBy',
      ruleConditions: '=',
      ruleValue: '#{sys_user_code}',
    })
    expect(rule.body).toMatchObject({ success: true })
    expectRefused(await call(t.app, 'POST', '/sys/permission/addPermissionRule', t.hr, {}), 510)
    const rules = await call<SysPermissionDataRule[]>(
      t.app,
      'GET',
      `/sys/permission/getPermRuleListByPermId?permissionId=${piecesMenu}`,
      t.admin,
    )
    expect(rules.body.result).toMatchObject([
      { ruleColumn: 'createBy', ruleValue: '#{sys_user_code}', status: '1' },
    ])
    const found = await call<SysPermissionDataRule[]>(
      t.app,
      'GET',
      `/sys/permission/queryPermissionRule?permissionId=${piecesMenu}&ruleName=${encodeURIComponent('自己')}`,
      t.admin,
    )
    expect(found.body.result).toHaveLength(1)

    // defined but not applied by the role yet: nothing narrows
    expect((await listed(t.lina)).result!.total).toBeGreaterThanOrEqual(3)
    const saved = await call(t.app, 'POST', '/sys/role/datarule', t.admin, {
      permissionId: piecesMenu,
      roleId: roleId('ops'),
      dataRuleIds: rule.body.result,
    })
    expect(saved.body.success).toBe(true)
    const checked = await call<{ drChecked: string }>(
      t.app,
      'GET',
      `/sys/role/datarule/${piecesMenu}/${roleId('ops')}`,
      t.admin,
    )
    expect(checked.body.result!.drChecked).toBe(rule.body.result)

    expect((await listed(t.lina)).result!.records.map((r) => r.createBy)).toEqual(['lina'])
    expect(new Set((await listed(t.zhangwei)).result!.records.map((r) => r.createBy))).toEqual(
      new Set(['zhangwei']),
    )
    // the admin role applies no rule
    expect((await listed(t.admin)).result!.total).toBeGreaterThanOrEqual(3)

    // a rule naming a column that is not declared (written around the checks) refuses the list instead of leaking
    await t.testDb.database.db
      .update(sysPermissionDataRule)
      .set({ ruleColumn: 'tenantId' })
      .where(eq(sysPermissionDataRule.id, rule.body.result!))
    await t.app.caches.stamps.bump('auth')
    const refused = await call(t.app, 'GET', '/question/questionPiece/list', t.lina)
    expectRefused(refused, 510)

    expect(
      (await call(t.app, 'DELETE', `/sys/permission/deletePermissionRule?id=${rule.body.result}`, t.admin))
        .body.success,
    ).toBe(true)
    expect((await listed(t.lina)).result!.total).toBeGreaterThanOrEqual(3)
    const fresh = await login(t.app, 'lina')
    expect((await listed(fresh)).result!.total).toBeGreaterThanOrEqual(3)
  })
})

describe('数据字典', () => {
  it('edits items, refuses a duplicate value, and the widgets see the change; recycle bin restores and purges', async () => {
    const dict = await call<string>(t.app, 'POST', '/sys/dict/add', t.admin, {
      dictName: '线路',
      dictCode: 'route_line',
    })
    const dictId = dict.body.result!
    const add = (itemText: string, itemValue: string, sortOrder: number) =>
      call<string>(t.app, 'POST', '/sys/dictItem/add', t.admin, {
        dictId,
        itemText,
        itemValue,
        sortOrder,
        status: 1,
      })
    await add('华南线', 'S', 2)
    const north = await add('华北线', 'N', 1)
    expect((await add('重复', 'N', 3)).body).toMatchObject({
      success: false,
      message: '该值不可用，系统中已存在！',
    })
    const items = await call<Page<SysDictItem>>(t.app, 'GET', `/sys/dictItem/list?dictId=${dictId}`, t.admin)
    expect(items.body.result!.records.map((i) => i.itemText)).toEqual(['华北线', '华南线'])
    await call(t.app, 'PUT', '/sys/dictItem/edit', t.admin, {
      id: north.body.result,
      itemText: '华北干线',
      itemValue: 'N',
      status: 0,
    })
    // a disabled item still names stored values; the cached map the pickers offer leaves it out
    const widget = await call(t.app, 'GET', '/sys/dict/getDictItems/route_line', t.zhangwei)
    expect(widget.body.result).toEqual([
      { value: 'N', text: '华北干线', title: '华北干线' },
      { value: 'S', text: '华南线', title: '华南线' },
    ])
    const all = await call<Record<string, unknown[]>>(t.app, 'GET', '/sys/dict/queryAllDictItems', t.zhangwei)
    expect(all.body.result!.route_line).toHaveLength(1)
    expectRefused(
      await call(t.app, 'POST', '/sys/dictItem/add', t.hr, { dictId, itemText: 'a', itemValue: 'a' }),
      510,
    )
    expectRefused(await call(t.app, 'GET', `/sys/dictItem/list?dictId=${dictId}`, t.hr), 510)

    expect((await call(t.app, 'DELETE', `/sys/dict/delete?id=${dictId}`, t.admin)).body.success).toBe(true)
    expect((await call(t.app, 'GET', '/sys/dict/getDictItems/route_line', t.zhangwei)).body.result).toEqual(
      [],
    )
    const again = await call(t.app, 'POST', '/sys/dict/add', t.admin, {
      dictName: '线路2',
      dictCode: 'route_line',
    })
    expect(again).toMatchObject({
      status: 200,
      body: { code: 500, message: '字典编码已被回收站中的字典占用，请先还原或彻底删除它' },
    })
    const bin = await call<{ id: string }[]>(t.app, 'GET', '/sys/dict/deleteList', t.admin)
    expect(bin.body.result!.map((d) => d.id)).toContain(dictId)
    expect((await call(t.app, 'PUT', `/sys/dict/back/${dictId}`, t.admin)).body.success).toBe(true)
    expect(
      (await call(t.app, 'GET', '/sys/dict/getDictItems/route_line', t.zhangwei)).body.result,
    ).toHaveLength(2)
    await call(t.app, 'DELETE', `/sys/dict/delete?id=${dictId}`, t.admin)
    expect((await call(t.app, 'DELETE', `/sys/dict/deletePhysic/${dictId}`, t.admin)).body.success).toBe(true)
    const purged = await call<{ id: string }[]>(t.app, 'GET', '/sys/dict/deleteList', t.admin)
    expect(purged.body.result!.map((d) => d.id)).not.toContain(dictId)
    expectRefused(await call(t.app, 'DELETE', `/sys/dict/deletePhysic/${dictId}`, t.hr), 510)
  })
})
