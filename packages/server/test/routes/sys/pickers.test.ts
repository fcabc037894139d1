import type { Page, SysDepartTreeNode, SysRole, SysUser } from '@portico/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, login, startTestApp, type TestApp } from '../../helpers/app'
import { expectRefused } from '../../helpers/refusals'

let t: TestApp
let admin: string
let hr: string
let ops: string
/** A customer company's user: no user, role or message permission. */
let customer: string

beforeAll(async () => {
  t = await startTestApp()
  ;[admin, hr, ops, customer] = await Promise.all([
    login(t.app, 'admin'),
    login(t.app, 'wangfang'),
    login(t.app, 'zhangwei'),
    login(t.app, 'yunfan'),
  ])
})
afterAll(async () => {
  await t?.close()
})

const get = <T>(path: string, token = admin) => call<T>(t.app, 'GET', path, token)
const query = (params: Record<string, string>) => new URLSearchParams(params).toString()

const HOSTILE = [
  "' OR '1'='1",
  "x'; drop table sys_user; --",
  '%',
  '_',
  '\\',
  "') union select password, salt from sys_user --",
  '$' + '{1+1}',
  '1; select pg_sleep(1)',
]

/** No database detail (SQL, table or column names, driver errors) ever reaches the caller. */
function expectNoLeak(body: unknown) {
  const text = JSON.stringify(body)
  for (const word of ['syntax', 'sys_user', 'sys_depart', 'password', 'salt', 'select ', 'stack', 'postgres'])
    expect(text.toLowerCase()).not.toContain(word)
}

const flatten = (nodes: SysDepartTreeNode[]): SysDepartTreeNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children ?? [])])

describe('GET /sys/sysDepart/queryTreeList', () => {
  it('answers the department tree with JeecgBoot tree-model keys', async () => {
    const { status, body } = await get<SysDepartTreeNode[]>('/sys/sysDepart/queryTreeList', ops)
    expect(status).toBe(200)
    expect(body.success).toBe(true)
    const roots = body.result!
    expect(roots.map((n) => [n.title, n.isLeaf])).toEqual([
      ['总部运营部', true],
      ['海外仓储部', false],
    ])
    const [head, warehouse] = roots
    expect(head).toMatchObject({ key: head.id, value: head.id, departName: '总部运营部', orgCode: 'A01' })
    expect(head.children).toBeNull()
    expect(warehouse.children!.map((n) => [n.title, n.parentId, n.isLeaf, n.orgCode])).toEqual([
      ['海外仓储部-洛杉矶仓', warehouse.id, true, 'A02A01'],
    ])
    expect(head.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  })

  it('needs a session, as every picker route does', async () => {
    for (const path of [
      '/sys/sysDepart/queryTreeList',
      '/sys/sysDepart/searchBy?keyWord=仓',
      '/sys/user/queryUserByDepId?id=x',
      '/sys/role/list',
    ]) {
      const { status, body } = await get(path, '')
      expect(status, path).toBe(401)
      expect(body, path).toMatchObject({ success: false, result: null })
    }
  })
})

describe('GET /sys/sysDepart/searchBy', () => {
  it('finds departments by a part of the name, flat', async () => {
    const { status, body } = await get<SysDepartTreeNode[]>(
      `/sys/sysDepart/searchBy?${query({ keyWord: '仓储' })}`,
    )
    expect(status).toBe(200)
    expect(body.result!.map((n) => [n.title, n.isLeaf, n.children])).toEqual([
      ['海外仓储部', false, null],
      ['海外仓储部-洛杉矶仓', true, null],
    ])
    expect(body.result![0]).toMatchObject({ key: body.result![0].id, value: body.result![0].id })
  })

  it('answers success false with 未查询匹配数据！ when nothing matches', async () => {
    for (const keyWord of ['不存在的部门', '', '   ']) {
      const { status, body } = await get(`/sys/sysDepart/searchBy?${query({ keyWord })}`)
      expect(status).toBe(200)
      expect(body).toMatchObject({ success: false, message: '未查询匹配数据！', result: null })
    }
    const { body } = await get('/sys/sysDepart/searchBy')
    expect(body.message).toBe('未查询匹配数据！')
  })

  it('treats hostile key words as plain text', async () => {
    for (const keyWord of HOSTILE) {
      const { status, body } = await get(`/sys/sysDepart/searchBy?${query({ keyWord })}`)
      expect(status, keyWord).toBe(200)
      expect(body, keyWord).toMatchObject({ success: false, message: '未查询匹配数据！' })
      expectNoLeak(body)
    }
  })
})

describe('GET /sys/user/queryUserByDepId', () => {
  const departs = async () =>
    Object.fromEntries(
      flatten((await get<SysDepartTreeNode[]>('/sys/sysDepart/queryTreeList')).body.result!).map((n) => [
        n.orgCode,
        n.id,
      ]),
    )
  const users = async (params: Record<string, string>, token = admin) =>
    get<(SysUser & { orgCodeTxt: string })[]>(`/sys/user/queryUserByDepId?${query(params)}`, token)

  it('lists the users of a department and of those under it, with their department names', async () => {
    const ids = await departs()
    const { status, body } = await users({ id: ids.A02 })
    expect(status).toBe(200)
    expect(body.success).toBe(true)
    const byName = Object.fromEntries(body.result!.map((u) => [u.username, u]))
    expect(Object.keys(byName).sort()).toEqual(['chenjing', 'lina', 'liuyang', 'zhaolei'])
    expect(byName.liuyang).toMatchObject({ realname: '刘洋', sex: 1, orgCodeTxt: '总部运营部,海外仓储部' })
    expect(byName.lina.orgCodeTxt).toBe('海外仓储部-洛杉矶仓')
    expect(byName.lina).not.toHaveProperty('password')
    expect(byName.lina).not.toHaveProperty('salt')
    const leaf = await users({ id: ids.A02A01 })
    expect(leaf.body.result!.map((u) => u.username)).toEqual(['lina'])
  })

  it('narrows by a part of the real name', async () => {
    const ids = await departs()
    expect((await users({ id: ids.A02, realname: '陈' })).body.result!.map((u) => u.username)).toEqual([
      'chenjing',
    ])
    expect((await users({ id: ids.A02, realname: '张' })).body.result).toEqual([])
  })

  it('answers an empty list for an unknown department and 400 without one', async () => {
    expect((await users({ id: 'no-such-depart' })).body).toMatchObject({ success: true, result: [] })
    const missing = await get('/sys/user/queryUserByDepId')
    expectRefused(missing, 500)
    expect(missing.body.success).toBe(false)
    expectRefused(await users({ id: '' }), 500)
  })

  it('binds hostile ids and names as values', async () => {
    const ids = await departs()
    for (const text of HOSTILE) {
      const byId = await users({ id: text })
      expect(byId.status, text).toBe(200)
      expect(byId.body.result, text).toEqual([])
      expectNoLeak(byId.body)
      const byName = await users({ id: ids.A02, realname: text })
      expect(byName.status, text).toBe(200)
      expect(byName.body.result, text).toEqual([])
      expectNoLeak(byName.body)
    }
  })

  it('is for those who may list users', async () => {
    const ids = await departs()
    expectRefused(await users({ id: ids.A01 }, ops), 510)
    expect((await users({ id: ids.A01 }, hr)).status).toBe(200)
  })
})

describe('GET /sys/role/list', () => {
  const roles = (params: Record<string, string> = {}, token = admin) =>
    get<Page<SysRole>>(`/sys/role/list?${query(params)}`, token)

  it('pages the roles with MyBatis-Plus page keys', async () => {
    const { status, body } = await roles({ pageNo: '1', pageSize: '2', column: 'roleCode', order: 'asc' })
    expect(status).toBe(200)
    expect(body.result).toMatchObject({ total: 4, size: 2, current: 1, pages: 2 })
    expect(body.result!.records.map((r) => [r.roleCode, r.roleName])).toEqual([
      ['admin', '管理员'],
      ['customer', '客户'],
    ])
    expect(body.result!.records[0]).toHaveProperty('id')
  })

  it('filters with QueryGenerator values: contains, IN lists of ids or codes', async () => {
    expect((await roles({ roleCode: '*dm*' })).body.result!.records.map((r) => r.roleCode)).toEqual(['admin'])
    expect(
      (await roles({ roleName: '*专员*', column: 'roleCode', order: 'asc' })).body.result!.records.map(
        (r) => r.roleCode,
      ),
    ).toEqual(['hr', 'ops'])
    const all = (await roles()).body.result!.records
    const ops = all.find((r) => r.roleCode === 'ops')!
    const hr = all.find((r) => r.roleCode === 'hr')!
    expect(
      (await roles({ id: `${ops.id},${hr.id},`, column: 'roleCode', order: 'asc' })).body.result!.records.map(
        (r) => r.roleCode,
      ),
    ).toEqual(['hr', 'ops'])
    expect((await roles({ roleCode: 'hr,ops,' })).body.result!.total).toBe(2)
  })

  it('binds hostile filter values and refuses unknown sort columns without detail', async () => {
    for (const text of HOSTILE) {
      const { status, body } = await roles({ roleName: `*${text}*` })
      expect(status, text).toBe(200)
      expect(body.result!.total, text).toBe(0)
      expectNoLeak(body)
    }
    for (const column of [
      'updatexml(1,concat(0x7e,user()),1)',
      'role_code desc; drop table sys_role',
      'no_such_column',
    ]) {
      const { status, body } = await roles({ column, order: 'asc' })
      expectRefused({ status, body }, 500, column)
      expect(body.success).toBe(false)
      expectNoLeak(body)
    }
  })

  it("is for those who read roles, and for 发送消息's role picker", async () => {
    expectRefused(await roles({}, customer), 510)
    expect((await roles({}, hr)).status).toBe(200)
    expect((await roles({}, ops)).status).toBe(200)
  })
})

describe('GET /sys/user/list by id (picker look-up)', () => {
  it('answers the users of an id list', async () => {
    const all = (await get<Page<SysUser>>('/sys/user/list?pageSize=20')).body.result!.records
    const wanted = all.filter((u) => ['lina', 'zhaolei'].includes(u.username))
    const { body } = await get<Page<SysUser>>(
      `/sys/user/list?${query({ id: `${wanted.map((u) => u.id).join(',')},`, column: 'username', order: 'asc' })}`,
    )
    expect(body.result!.records.map((u) => u.username)).toEqual(['lina', 'zhaolei'])
    expect(
      (await get<Page<SysUser>>(`/sys/user/list?${query({ id: "' OR '1'='1" })}`)).body.result!.total,
    ).toBe(0)
  })
})

describe("pickers see what a picker shows: phones and e-mails need the lists' own codes", () => {
  const users = (params: Record<string, string>, token: string) =>
    get<Page<Record<string, unknown>>>(`/sys/user/list?${query({ pageSize: '50', ...params })}`, token)

  it('answers 发送消息 (ops) names and departments only, and ignores its filters on phones', async () => {
    const full = (await users({}, hr)).body.result!.records
    const lina = full.find((u) => u.username === 'lina')!
    expect(lina.phone).toBe('13912345602')
    const slim = await users({}, ops)
    expect(slim.status).toBe(200)
    const seen = slim.body.result!.records
    expect(seen.length).toBe(full.length)
    expect(seen.find((u) => u.username === 'lina')).toMatchObject({ id: lina.id, realname: lina.realname })
    for (const user of seen) {
      for (const key of ['phone', 'email', 'birthday', 'telephone', 'workNo'])
        expect(user, `${user.username} ${key}`).not.toHaveProperty(key)
    }
    // A filter on a field the picker does not show tells nothing: it is not applied.
    expect((await users({ phone: '13912345602' }, ops)).body.result!.total).toBe(full.length)
    expect((await users({ phone: '13912345602' }, hr)).body.result!.total).toBe(1)
    // The picker's own look-ups still work.
    const byId = await users({ id: `${lina.id},` }, ops)
    expect(byId.body.result!.records.map((u) => u.username)).toEqual(['lina'])
  })

  it('answers the role picker (ops) names and codes only', async () => {
    const listed = await get<Page<Record<string, unknown>>>('/sys/role/list?pageSize=50', ops)
    expect(listed.body.result!.records.length).toBeGreaterThan(0)
    for (const role of listed.body.result!.records)
      expect(Object.keys(role).sort()).toEqual(['createTime', 'id', 'roleCode', 'roleName'])
  })
})
