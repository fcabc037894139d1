import type { Page, SysPermissionTree } from '@portico/contract'
import { describe, expect, it } from 'vitest'
import { departId, roleId } from '../../../src/db/seed'
import type { UserListRecord } from '../../../src/services/users/users-list'
import { call, withTestApp } from '../../helpers/app'
import { expectRefused } from '../../helpers/refusals'

const t = withTestApp({ admin: 'admin', hr: 'wangfang' })

type Row = Record<string, unknown>

describe('calls of the JeecgBoot Vue2 系统管理 screens', () => {
  it('userDepartList answers the departments the Vue2 user edit sends back, so editing keeps them', async () => {
    const users = await call<Page<UserListRecord>>(t.app, 'GET', '/sys/user/list?username=liuyang', t.admin)
    const user = users.body.result!.records[0]
    const { body } = await call<{ key: string; value: string; title: string }[]>(
      t.app,
      'GET',
      `/sys/user/userDepartList?userId=${user.id}`,
      t.admin,
    )
    expect(body.success).toBe(true)
    expect(body.result!.length).toBeGreaterThanOrEqual(2)
    for (const depart of body.result!)
      expect(depart).toEqual({ key: depart.value, value: depart.key, title: expect.any(String) })
    // The Vue2 modal sends the ids it read back as selecteddeparts, and the departments stay.
    await call(t.app, 'PUT', '/sys/user/edit', t.admin, {
      ...user,
      selectedroles: roleId('ops'),
      selecteddeparts: body.result!.map((d) => d.key).join(','),
    })
    const after = await call<{ key: string }[]>(
      t.app,
      'GET',
      `/sys/user/userDepartList?userId=${user.id}`,
      t.admin,
    )
    expect(after.body.result!.map((d) => d.key).sort()).toEqual(body.result!.map((d) => d.key).sort())
    // An edit without selecteddeparts leaves them as they are.
    await call(t.app, 'PUT', '/sys/user/edit', t.admin, { ...user, selectedroles: roleId('ops') })
    const untouched = await call<{ key: string }[]>(
      t.app,
      'GET',
      `/sys/user/userDepartList?userId=${user.id}`,
      t.admin,
    )
    expect(untouched.body.result).toHaveLength(body.result!.length)
    expect(untouched.body.result!.map((d) => d.key)).toContain(departId('A01'))
  })

  it('getEnabledType says no third-party app is on', async () => {
    const { body } = await call(t.app, 'GET', '/sys/thirdApp/getEnabledType', t.hr)
    expect(body).toMatchObject({ success: true, result: { wechatEnterprise: false, dingtalk: false } })
  })

  it('permission/list is the whole SysPermissionTree with code 0', async () => {
    const { body } = await call<SysPermissionTree[]>(t.app, 'GET', '/sys/permission/list', t.admin)
    expect(body).toMatchObject({ success: true, code: 0 })
    const system = body.result!.find((n) => n.name === '系统管理')!
    expect(system).toMatchObject({
      key: system.id,
      title: '系统管理',
      menuType: 0,
      leaf: false,
      url: '/isystem',
    })
    const role = system.children!.find((n) => n.name === '角色管理')!
    expect(role).toMatchObject({ component: 'system/RoleList', menuType: 1, parentId: system.id })
    expect(role.children!.map((b) => b.perms)).toContain('system:role:auth')
    expectRefused(await call(t.app, 'GET', '/sys/permission/list', t.hr), 510)
  })

  it('dict/list and dictItem/list page the dictionaries and their items in order', async () => {
    const dicts = await call<Page<Row>>(t.app, 'GET', '/sys/dict/list?dictCode=sex', t.admin)
    expect(dicts.body.result!.records).toHaveLength(1)
    const sex = dicts.body.result!.records[0]
    expect(sex).toMatchObject({ dictCode: 'sex', dictName: expect.any(String) })
    const items = await call<Page<Row>>(t.app, 'GET', `/sys/dictItem/list?dictId=${sex.id}`, t.admin)
    expect(items.body.result!.records.map((i) => i.itemValue)).toEqual(['1', '2'])
  })

  it('dictItem/list without a dictionary answers an empty page, as JeecgBoot does when 数据字典 opens', async () => {
    for (const url of ['/sys/dictItem/list', '/sys/dictItem/list?dictId=&pageNo=1&pageSize=10']) {
      const { status, body } = await call<Page<Row>>(t.app, 'GET', url, t.admin)
      expect(status, url).toBe(200)
      expect(body.success, url).toBe(true)
      expect(body.result, url).toMatchObject({ records: [], total: 0 })
    }
  })

  it('tenant/list pages the tenants for whoever may see them', async () => {
    const { body } = await call<Page<Row>>(t.app, 'GET', '/sys/tenant/list', t.admin)
    expect(body.result!.total).toBeGreaterThan(0)
    expect(body.result!.records[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String) })
    expectRefused(await call(t.app, 'GET', '/sys/tenant/list', t.hr), 510)
  })
})
