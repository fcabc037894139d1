import { describe, expect, it, vi } from 'vitest'
import { attemptLogin, call, login, PASSWORD, withTestApp } from '../../helpers/app'
import { expectRefused } from '../../helpers/refusals'

const t = withTestApp({ admin: 'admin', ops: 'zhangwei' })

interface LogRow {
  id: string
  logType: number
  logContent: string
  username: string | null
  ip: string
  method: string
  requestParam: string | null
  costTime: number
  status: number
  operateType: number | null
  createTime: string
}

const logList = async (query: string) =>
  (await call<{ records: LogRow[]; total: number }>(t.app, 'GET', `/sys/log/list?${query}`, t.admin)).body
    .result!

describe('sys_log', () => {
  it('writes a login log for each sign-in, refused sign-in and sign-out, without the password', async () => {
    const token = await login(t.app, 'wangfang')
    await attemptLogin(t.app, 'wangfang', 'wrong-password')
    await call(t.app, 'POST', '/sys/logout', token)
    await vi.waitFor(async () => expect((await logList('logType=1&username=wangfang')).total).toBe(3))
    const rows = (await logList('logType=1&username=wangfang&column=createTime&order=asc')).records
    expect(rows.map((r) => r.logContent)).toEqual([
      '用户名: wangfang,登录成功！',
      '用户名: wangfang,登录失败：用户名或密码错误',
      '用户名: wangfang,退出成功！',
    ])
    expect(rows[0]).toMatchObject({ method: 'POST /jeecg-boot/sys/login', status: 200, ip: '127.0.0.1' })
    expect(rows[1]!.status).toBe(400)
    expect(rows[0]!.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    for (const row of rows) {
      expect(row.requestParam ?? '').not.toContain(PASSWORD)
      expect(row.requestParam ?? '').not.toContain('wrong-password')
    }
    expect(rows[0]!.requestParam).toContain('"password":"[redacted]"')
  })

  it('writes an operation log for a signed-in write with its route, duration and redacted parameters', async () => {
    const body = { key: 'columns:/log-test', value: { token: 'abc-secret', width: 120 } }
    await call(t.app, 'PUT', '/sys/userSetting/save', t.ops, body)
    await vi.waitFor(async () =>
      expect((await logList('logType=2&username=zhangwei')).total).toBeGreaterThan(0),
    )
    const [row] = (await logList('logType=2&username=zhangwei')).records
    expect(row).toMatchObject({
      logType: 2,
      operateType: 3,
      method: 'PUT /jeecg-boot/sys/userSetting/save',
      status: 200,
      logContent: 'Saves (creates or replaces) one setting of the signed-in user',
    })
    expect(row!.costTime).toBeGreaterThanOrEqual(0)
    expect(row!.requestParam).toContain('"width":120')
    expect(row!.requestParam).not.toContain('abc-secret')
    // Reads are not operations.
    await call(t.app, 'GET', '/sys/userSetting/get?key=columns:/log-test', t.ops)
    expect((await logList('logType=2&username=zhangwei')).total).toBe(1)
  })

  it('answers /sys/loginfo and /sys/visitInfo in JeecgBoot shapes, counting logins only', async () => {
    const before = (await call<Record<string, number>>(t.app, 'GET', '/sys/loginfo', t.admin)).body
    expect(before).toMatchObject({ success: true, message: '登录成功' })
    await login(t.app, 'wangfang')
    await vi.waitFor(async () => {
      const after = (await call<Record<string, number>>(t.app, 'GET', '/sys/loginfo', t.admin)).body.result!
      expect(after.totalVisitCount).toBe(before.result!.totalVisitCount! + 1)
      expect(after.todayVisitCount).toBe(before.result!.todayVisitCount! + 1)
      expect(after.todayIp).toBe(1)
    })
    const visits = (await call<Record<string, unknown>[]>(t.app, 'GET', '/sys/visitInfo', t.admin)).body
      .result!
    expect(visits).toHaveLength(1)
    const [today] = visits
    expect(Object.keys(today!).sort()).toEqual(['ip', 'tian', 'type', 'visit', 'ymd'])
    expect(today!.tian).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(today!.type).toBe(String(today!.tian).slice(5))
    // As in JeecgBoot, every login-type row (sign-ins, refusals, sign-outs) is a visit.
    expect(today!.visit).toBe((await logList('logType=1')).total)
  })

  it('filters on keyWord, deletes, and needs its permissions', async () => {
    const found = await logList('keyWord=退出成功')
    expect(found.total).toBe(1)
    expectRefused(await call(t.app, 'GET', '/sys/log/list', t.ops), 510)
    expect((await call(t.app, 'GET', '/sys/loginfo')).status).toBe(401)
    expectRefused(await call(t.app, 'GET', '/sys/log/list?column=updatexml(1)', t.admin), 500)
    expectRefused(await call(t.app, 'DELETE', '/sys/log/deleteBatch?ids=', t.admin), 500)
    const del = await call(t.app, 'DELETE', `/sys/log/delete?id=${found.records[0]!.id}`, t.admin)
    expect(del.body.success).toBe(true)
    expect((await logList('keyWord=退出成功')).total).toBe(0)
  })
})
