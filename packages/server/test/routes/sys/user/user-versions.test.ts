import { type DataLogRecord, type Page, STALE_EDIT_MESSAGE, type SysUser } from '@portico/contract'
import { describe, expect, it } from 'vitest'
import { call, withTestApp } from '../../../helpers/app'
import { expectRefused } from '../../../helpers/refusals'

const t = withTestApp({ admin: 'admin', hr: 'wangfang', ops: 'zhangwei' })

async function userNamed(username: string): Promise<SysUser> {
  const found = await call<Page<SysUser>>(t.app, 'GET', `/sys/user/list?username=${username}`, t.admin)
  return found.body.result!.records[0]
}

describe('user versions', () => {
  it('refuses a second edit sent with the same version, and lists each version in the data log', async () => {
    const added = await call(t.app, 'POST', '/sys/user/add', t.admin, {
      username: 'zhaoqiang',
      realname: '赵强',
      password: 'Zhao-Quay-2026',
      confirmpassword: 'Zhao-Quay-2026',
    })
    expect(added.body.success).toBe(true)
    const user = await userNamed('zhaoqiang')
    expect(user.version).toBe(1)

    const first = await call(t.app, 'PUT', '/sys/user/edit', t.admin, { ...user, realname: '赵强强' })
    expect(first.body.success).toBe(true)
    const second = await call<SysUser>(t.app, 'PUT', '/sys/user/edit', t.admin, {
      ...user,
      realname: '赵小强',
    })
    expectRefused(second, 500)
    expect(second.body).toMatchObject({
      success: false,
      message: STALE_EDIT_MESSAGE,
      result: { realname: '赵强强', version: 2 },
    })
    expect(await userNamed('zhaoqiang')).toMatchObject({ realname: '赵强强', version: 2 })

    // A JeecgBoot client sends no version: its edit applies.
    const { version: _, ...jeecg } = await userNamed('zhaoqiang')
    expect(
      (await call(t.app, 'PUT', '/sys/user/edit', t.admin, { ...jeecg, post: '司机' })).body.success,
    ).toBe(true)

    const versions = await call<DataLogRecord[]>(
      t.app,
      'GET',
      `/sys/dataLog/queryDataVerList?dataTable=sys_user&dataId=${user.id}`,
      t.hr,
    )
    expect(versions.body.result!.map((v) => [v.dataVersion, v.action])).toEqual([
      [1, 'add'],
      [2, 'edit'],
      [3, 'edit'],
    ])
    const content = versions.body.result!.map((v) => JSON.parse(v.dataContent))
    expect(content[1]).toMatchObject({ realname: '赵强强' })
    expect(content.every((c) => !('password' in c) && !('salt' in c))).toBe(true)

    // A user's history is for those who may list users.
    const denied = await call(
      t.app,
      'GET',
      `/sys/dataLog/queryDataVerList?dataTable=sys_user&dataId=${user.id}`,
      t.ops,
    )
    expectRefused(denied, 510)
  })

  it('restores an earlier version of a user, logged as a restore; HR cannot restore the administrator', async () => {
    expect(
      (
        await call(t.app, 'POST', '/sys/user/add', t.admin, {
          username: 'qianfang',
          realname: '钱芳',
          workNo: 'QF-1',
          password: 'Qian-Fang-2026',
          confirmpassword: 'Qian-Fang-2026',
        })
      ).body.success,
    ).toBe(true)
    const user = await userNamed('qianfang')
    await call(t.app, 'PUT', '/sys/user/edit', t.admin, { ...user, realname: '钱芳芳', workNo: 'QF-2' })
    const history = (
      await call<DataLogRecord[]>(
        t.app,
        'GET',
        `/sys/dataLog/queryDataVerList?dataTable=sys_user&dataId=${user.id}`,
        t.hr,
      )
    ).body.result!
    const restored = await call<SysUser>(t.app, 'POST', '/sys/dataLog/restore', t.hr, { id: history[0].id })
    expect(restored.body).toMatchObject({
      success: true,
      result: { realname: '钱芳', workNo: 'QF-1', version: 3 },
    })
    const after = await call<DataLogRecord[]>(
      t.app,
      'GET',
      `/sys/dataLog/queryDataVerList?dataTable=sys_user&dataId=${user.id}`,
      t.hr,
    )
    expect(after.body.result!.map((v) => v.action)).toEqual(['add', 'edit', 'restore'])

    // The administrator's history is readable by HR, but putting a version back is an edit HR may not make.
    const admin = await userNamed('admin')
    await call(t.app, 'PUT', '/sys/user/edit', t.admin, { ...admin, workNo: 'A-2' })
    const adminHistory = (
      await call<DataLogRecord[]>(
        t.app,
        'GET',
        `/sys/dataLog/queryDataVerList?dataTable=sys_user&dataId=${admin.id}`,
        t.hr,
      )
    ).body.result!
    const refused = await call(t.app, 'POST', '/sys/dataLog/restore', t.hr, { id: adminHistory[0].id })
    expectRefused(refused, 510)
    expect(await userNamed('admin')).toMatchObject({ workNo: 'A-2' })
  })

  it('answers an empty history for a record written before the data log (a seeded user)', async () => {
    const seeded = await userNamed('zhangwei')
    const versions = await call<DataLogRecord[]>(
      t.app,
      'GET',
      `/sys/dataLog/queryDataVerList?dataTable=sys_user&dataId=${seeded.id}`,
      t.admin,
    )
    expect(versions.status).toBe(200)
    expect(versions.body).toMatchObject({ success: true, message: '未找到版本信息', result: [] })
  })
})
