import type { DictOption, DictTreeNode } from '@portico/contract'
import { describe, expect, it } from 'vitest'
import { call, withTestApp } from '../../../helpers/app'

/** zhangwei works for the platform; yunfan for the demo customer 1001 (深圳市云帆跨境电商有限公司). */
const t = withTestApp({ staff: 'zhangwei', customer: 'yunfan' })

const items = async (token: string, code: string) => {
  const reply = await call<DictOption[]>(t.app, 'GET', `/sys/dict/getDictItems/${code}`, token)
  expect(reply.status).toBe(200)
  return reply.body.result!.map((option) => option.text)
}

describe('table dictionaries of data customers share', () => {
  it('give a customer’s user their own company’s users, departments, roles and profile only', async () => {
    expect(await items(t.staff, 'sys_user,realname,id')).toEqual(
      expect.arrayContaining(['陈晓云', '楼启航', '梁文静']),
    )
    const users = await items(t.customer, 'sys_user,realname,id')
    expect(users).toContain('陈晓云')
    expect(users).not.toContain('楼启航')
    expect(users).not.toContain('梁文静')

    expect(await items(t.staff, 'sys_depart,depart_name,id')).toEqual(
      expect.arrayContaining(['总部运营部', '义乌市启航电子商务有限公司']),
    )
    const departs = await items(t.customer, 'sys_depart,depart_name,id')
    expect(departs).toContain('深圳市云帆跨境电商有限公司')
    expect(departs).not.toContain('总部运营部')
    expect(departs).not.toContain('义乌市启航电子商务有限公司')

    const roles = await items(t.customer, 'sys_role,role_name,id')
    expect(roles).toContain('客户')
    expect(roles).not.toContain('管理员')

    expect(await items(t.customer, 'customer_profile,company_name,customer_id')).toEqual([
      '深圳市云帆跨境电商有限公司',
    ])
    expect(await items(t.customer, 'customer_tenant,name,id')).toHaveLength(1)
    expect(await items(t.staff, 'customer_tenant,name,id')).toHaveLength(3)
    // Shared reference data stays whole.
    expect(await items(t.customer, 'logistics_channel,name,code')).toEqual(
      await items(t.staff, 'logistics_channel,name,code'),
    )
  })

  it('search and key lookups do not reach another customer’s rows', async () => {
    const search = (token: string) =>
      call<DictOption[]>(
        t.app,
        'GET',
        `/sys/dict/loadDict/sys_user,realname,username?keyword=${encodeURIComponent('楼启航')}`,
        token,
      )
    expect((await search(t.staff)).body.result!.map((o) => o.value)).toEqual(['qihang'])
    expect((await search(t.customer)).body.result).toEqual([])
    const texts = (token: string) =>
      call<string[]>(
        t.app,
        'GET',
        '/sys/dict/loadDictItem/sys_user,realname,username?key=qihang,yunfan',
        token,
      )
    expect((await texts(t.staff)).body.result).toEqual(['楼启航', '陈晓云'])
    expect((await texts(t.customer)).body.result).toEqual(['陈晓云'])
  })

  it('the department tree shows a customer’s user their own company only', async () => {
    const roots = (token: string) =>
      call<DictTreeNode[]>(
        t.app,
        'GET',
        '/sys/dict/loadTreeData?tableName=sys_depart&text=depart_name&code=id&pidField=parent_id&pid=',
        token,
      )
    expect((await roots(t.staff)).body.result!.length).toBeGreaterThan(1)
    expect((await roots(t.customer)).body.result!.map((node) => node.title)).toEqual([
      '深圳市云帆跨境电商有限公司',
    ])
  })
})
