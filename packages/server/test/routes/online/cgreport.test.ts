// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${name} is the report SQL placeholder syntax under test
import type { CgReportColumns, CgReportData, CgReportQueryItem } from '@portico/contract'
import { count, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sysUser } from '../../../src/db/schema'
import { seedId } from '../../../src/services/shared/ids'
import { call, login, startTestApp, type TestApp, testServerOptions } from '../../helpers/app'
import { defineReport } from '../../helpers/cgreport'
import { exportedSheetRows, getExport } from '../../helpers/excel'
import { expectRefused } from '../../helpers/refusals'

let t: TestApp
let ops: string
/** HR holds system:user:list, the code the seeded reports and those defined here need. */
let hr: string
let admin: string

const USER_REPORT = seedId('report:report_user')
const DEPART_REPORT = seedId('report:report_depart')

beforeAll(async () => {
  t = await startTestApp({ config: { ...testServerOptions().config, reportTimeoutMs: 1500 } })
  ops = await login(t.app, 'zhangwei')
  hr = await login(t.app, 'wangfang')
  admin = await login(t.app, 'admin')
  await defineReport(
    t.testDb.database.db,
    'echo',
    "select :p as echo, ${p} as again, '%${p}%' as wrapped, cast(:p as text) is null as missing",
    [{ field: 'echo' }, { field: 'again' }, { field: 'wrapped' }],
  )
  // A function with side effects: only the READ ONLY transaction stops it.
  await t.testDb.database.db.execute(
    sql.raw(
      "create function portico_test_purge() returns bigint language sql as 'delete from sys_user returning 1'",
    ),
  )
  await defineReport(t.testDb.database.db, 'purger', 'select portico_test_purge() as n', [
    { field: 'n', type: 'Long' },
  ])
  await defineReport(
    t.testDb.database.db,
    'writer',
    'with d as (delete from sys_user returning id) select count(*) as n from d',
    [{ field: 'n', type: 'Long' }],
  )
  await defineReport(t.testDb.database.db, 'two', 'select 1 as n; delete from sys_user', [
    { field: 'n', type: 'Integer' },
  ])
  await defineReport(t.testDb.database.db, 'typo', 'select nope from sys_user', [{ field: 'nope' }])
  await defineReport(
    t.testDb.database.db,
    'guarded',
    'select username from sys_user',
    [{ field: 'username', query: true }],
    'system:user:list',
  )
})
afterAll(async () => {
  await t?.close()
})

const api = <T>(path: string, params: Record<string, string> = {}, token = hr) =>
  call<T>(t.app, 'GET', `/online/cgreport/api/${path}?${new URLSearchParams(params)}`, token)
const data = (id: string, params: Record<string, string> = {}, token = hr) =>
  api<CgReportData>(`getData/${id}`, params, token)
const usernames = (page: CgReportData | null) => (page?.records ?? []).map((r) => r.username)
const userCount = async () => Number((await t.testDb.database.db.select({ n: count() }).from(sysUser))[0].n)

describe('online report popup API', () => {
  it('getRpColumns: shown columns, dictionary options and the report id', async () => {
    const { status, body } = await api<CgReportColumns>('getRpColumns/report_user')
    expect(status).toBe(200)
    expect(body.result).toEqual({
      columns: [
        { title: '账号', dataIndex: 'username', align: 'center', sorter: true },
        { title: '姓名', dataIndex: 'realname', align: 'center', sorter: true },
        { title: '性别', dataIndex: 'sex', align: 'center', sorter: true, customRender: 'sex' },
        { title: '手机号', dataIndex: 'phone', align: 'center', sorter: true },
        { title: '部门', dataIndex: 'depart_name', align: 'center', sorter: true },
        { title: '创建时间', dataIndex: 'create_time', align: 'center', sorter: true },
      ],
      dictOptions: {
        sex: [
          { value: '1', text: '男', title: '男' },
          { value: '2', text: '女', title: '女' },
        ],
      },
      cgRpConfigId: USER_REPORT,
      cgRpConfigName: '用户报表',
    })
    const missing = await api('getRpColumns/nope')
    expectRefused(missing, 500)
    expect(missing.body.message).toBe('报表不存在')
  })

  it('getQueryInfo: query items with view, mode, hidden and dictionary', async () => {
    const { body } = await api<CgReportQueryItem[]>(`getQueryInfo/${USER_REPORT}`)
    expect(
      body.result!.map(({ field, view, mode, hidden, dictCode }) => ({
        field,
        view,
        mode,
        hidden,
        dictCode,
      })),
    ).toEqual([
      { field: 'username', view: 'text', mode: 'single', hidden: '0', dictCode: undefined },
      { field: 'realname', view: 'text', mode: 'single', hidden: '0', dictCode: undefined },
      { field: 'sex', view: 'list', mode: 'single', hidden: '1', dictCode: 'sex' },
      { field: 'phone', view: 'text', mode: 'single', hidden: '1', dictCode: undefined },
      { field: 'create_time', view: 'datetime', mode: 'group', hidden: '1', dictCode: undefined },
    ])
    expect(body.result![2].dictOptions).toHaveLength(2)
    expect(body.result![0].label).toBe('账号')
  })

  it('getData: a page of the report, its total and JeecgBoot dates', async () => {
    const { body } = await data(USER_REPORT, { pageNo: '1', pageSize: '3' })
    expect(body.result).toMatchObject({ total: 10, size: 3, current: 1, pages: 4 })
    expect(usernames(body.result)).toEqual(['admin', 'chenjing', 'lina'])
    const first = body.result!.records[0]
    expect(first).toMatchObject({
      username: 'admin',
      realname: '管理员',
      sex: 1,
      org_code: 'A01',
      depart_name: '总部运营部',
    })
    expect(first.create_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    // The same GMT+8 text the user list shows.
    const list = await call<{ records: { username: string; createTime: string }[] }>(
      t.app,
      'GET',
      '/sys/user/list?username=admin',
      admin,
    )
    expect(first.create_time).toBe(list.body.result!.records[0].createTime)
    expect(usernames((await data(USER_REPORT, { pageNo: '4', pageSize: '3' })).body.result)).toEqual([
      'zhaolei',
    ])
  })

  it('getData: query items filter (contains for text, typed values, ranges), unknown names ignored', async () => {
    expect(usernames((await data(USER_REPORT, { realname: '张' })).body.result)).toEqual(['zhangwei'])
    expect(usernames((await data(USER_REPORT, { username: 'li*' })).body.result)).toEqual(['lina', 'liuyang'])
    expect(usernames((await data(USER_REPORT, { sex: '2' })).body.result)).toEqual([
      'chenjing',
      'lina',
      'wangfang',
    ])
    expect(usernames((await data(USER_REPORT, { sex: '1,2', username: '!admin' })).body.result)).toHaveLength(
      6,
    )
    const future = await data(USER_REPORT, { create_time_begin: '2999-01-01' })
    expect(future.body.result!.total).toBe(0)
    expect((await data(USER_REPORT, { create_time_end: '2999-01-01 00:00:00' })).body.result!.total).toBe(10)
    // depart_name is shown but not a query item; _t and the like are ignored.
    expect((await data(USER_REPORT, { depart_name: 'x', _t: '1', password: 'x' })).body.result!.total).toBe(
      10,
    )
    // A single-mode item takes no range, a group-mode one no plain value.
    expect((await data(USER_REPORT, { realname_begin: 'z', create_time: 'x' })).body.result!.total).toBe(10)
    const notNumber = await data(USER_REPORT, { sex: 'abc' })
    expectRefused(notNumber, 500)
    expect(notNumber.body.message).toMatch(/^查询字段 sex 的值 "abc" 不是整数/)
    expectRefused(await data(USER_REPORT, { create_time_begin: 'yesterday' }), 500)
  })

  it('getData: sorts by an item field only', async () => {
    const sorted = await data(USER_REPORT, { column: 'phone', order: 'asc' })
    const phones = sorted.body.result!.records.map((r) => String(r.phone))
    expect(phones).toEqual([...phones].sort())
    expect(
      usernames(
        (await data(USER_REPORT, { column: 'username_dictText', order: 'desc', pageSize: '1' })).body.result,
      ),
    ).toEqual(['zhaolei'])
    // order only chooses the direction; it never reaches SQL (and is at most 10 characters).
    expect(usernames((await data(USER_REPORT, { column: 'username', order: "asc'--" })).body.result)[0]).toBe(
      'admin',
    )
    expect(usernames((await data(USER_REPORT, { column: 'username', order: "desc'" })).body.result)[0]).toBe(
      'zhaolei',
    )
    expectRefused(await data(USER_REPORT, { column: 'username', order: 'asc; delete from sys_user --' }), 500)
    for (const column of [
      'password',
      'username; drop table sys_user',
      'updatexml(1,1,1)',
      '1',
      '"username"',
    ]) {
      const { status, body } = await data(USER_REPORT, { column, order: 'asc' })
      expectRefused({ status, body }, 500, column)
      expect(body.message).toMatch(/^排序字段/)
    }
  })

  it('getData: self_ parameters are bound, never spliced', async () => {
    expect(usernames((await data(USER_REPORT, { self_orgCode: 'A01' })).body.result)).toEqual([
      'admin',
      'liuyang',
      'wangfang',
      'zhangwei',
    ])
    const hostile = ["' OR '1'='1", "A01' OR 1=1 --", "'; delete from sys_user; --", 'A01) or (1=1']
    for (const value of hostile) {
      const { status, body } = await data(USER_REPORT, { self_orgCode: value, realname: value })
      expect(status, value).toBe(200)
      expect(body.result!.total, value).toBe(0)
    }
    const departs = (await data(DEPART_REPORT, { self_parentCode: 'A02' })).body.result!
    expect(departs.records.map((r) => r.depart_name)).toEqual(['海外仓储部-洛杉矶仓'])
    for (const value of [...hostile, '${p}', ':p', '\\', '$1']) {
      const echoed = (await data('echo', { self_p: value })).body.result!.records[0]
      expect(echoed, value).toEqual({ echo: value, again: value, wrapped: `%${value}%`, missing: false })
    }
    expect((await data('echo')).body.result!.records[0]).toMatchObject({ echo: '', wrapped: '%%' })
    const nul = await data('echo', { self_p: 'a\u0000b' })
    expectRefused(nul, 500)
    expectRefused(await data('echo', { self_p: 'x'.repeat(1001) }), 500)
    expect(await userCount()).toBe(10)
  })

  it("exportXls: every row of the query as .xlsx, dictionary texts, the report's permission", async () => {
    const path = `/online/cgreport/api/exportXls/${USER_REPORT}`
    const rows = await exportedSheetRows(
      await getExport(t.app, `${path}?sex=2&column=username&order=asc`, hr),
      {
        fileName: '用户报表.xlsx',
        title: '用户报表',
      },
    )
    const women = usernames((await data(USER_REPORT, { sex: '2', pageSize: '100' })).body.result)
    expect(women.length).toBeGreaterThan(1)
    expect(rows.map((r) => r.账号)).toEqual(women)
    expect(new Set(rows.map((r) => r.性别))).toEqual(new Set(['女']))
    // Hidden columns stay out of the sheet.
    expect(Object.keys(rows[0]!)).toEqual(['账号', '姓名', '性别', '手机号', '部门', '创建时间'])
    expectRefused(await getExport(t.app, path, ops), 510)
    expectRefused(await getExport(t.app, '/online/cgreport/api/exportXls/nope', hr), 500)
  })

  it('runs report SQL read-only, one statement, and hides database errors', async () => {
    const purger = await data('purger')
    expect(purger.status).toBe(500)
    expect(purger.body.message).toBe('报表SQL只允许查询，不能修改数据')
    // Wrapped as a subquery, a data-modifying WITH cannot even be planned.
    const writer = await data('writer')
    expect(writer.status).toBe(500)
    expect(writer.body.message).toBe('报表查询失败，请检查报表配置')
    const two = await data('two')
    expect(two.status).toBe(500)
    expect(two.body.message).toBe('报表配置有误：报表SQL只能是一条语句')
    const typo = await data('typo')
    expect(typo.status).toBe(500)
    expect(typo.body.message).toBe('报表查询失败，请检查报表配置')
    expect(await userCount()).toBe(10)
  })

  it('answers the seeded user report (phone numbers) only to holders of system:user:list', async () => {
    expectRefused(await data(USER_REPORT, {}, ops), 510)
    expectRefused(await api('getRpColumns/report_user', {}, ops), 510)
    expect((await data(USER_REPORT, {}, hr)).status).toBe(200)
  })

  it('answers a report without a permission code to administrators only', async () => {
    await defineReport(
      t.testDb.database.db,
      'open',
      'select username from sys_user',
      [{ field: 'username' }],
      null,
    )
    expectRefused(await data('open', {}, hr), 510)
    expectRefused(await data('open', {}, ops), 510)
    expect((await data('open', {}, admin)).body.result!.total).toBe(10)
  })

  it('needs the report’s permission code when it has one, and a token', async () => {
    expectRefused(await data('guarded', {}, ops), 510)
    expectRefused(await api('getRpColumns/guarded', {}, ops), 510)
    expect((await data('guarded', {}, admin)).body.result!.total).toBe(10)
    expect((await call(t.app, 'GET', `/online/cgreport/api/getData/${USER_REPORT}`)).status).toBe(401)
    expectRefused(await data(USER_REPORT, { pageSize: '0' }), 500)
  })
})
