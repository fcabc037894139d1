import type { Page } from '@portico/contract'
import { describe, expect, it } from 'vitest'
import { ADMIN_ID, roleId } from '../../../src/db/seed'
import { attemptLogin, call, withTestApp } from '../../helpers/app'
import { expectRefused } from '../../helpers/refusals'

/** wangfang is HR: she holds system:user:add / edit / frozen, but not the admin or ops role. */
const t = withTestApp({ admin: 'admin', hr: 'wangfang' })

const idOf = async (username: string) =>
  (await call<Page<{ id: string }>>(t.app, 'GET', `/sys/user/list?username=${username}`, t.admin)).body
    .result!.records[0]?.id
const rolesOf = async (userId: string) =>
  (
    await call<string[]>(t.app, 'GET', `/sys/user/queryUserRole?userid=${userId}`, t.admin)
  ).body.result!.sort()
const newUser = (username: string, selectedroles: string) => ({
  username,
  realname: username,
  password: 'Harbour-Lantern-42',
  confirmpassword: 'Harbour-Lantern-42',
  selectedroles,
})

describe('granting roles', () => {
  it('refuses a new account with a role the granter does not hold, writing nothing', async () => {
    for (const role of ['admin', 'ops'] as const) {
      const { status, body } = await call(
        t.app,
        'POST',
        '/sys/user/add',
        t.hr,
        newUser(`esc${role}`, roleId(role)),
      )
      expectRefused({ status, body }, 510)
      expect(body).toMatchObject({ success: false, message: '不能授予超出自己权限的角色' })
      expect(await idOf(`esc${role}`)).toBeUndefined()
    }
  })

  it('lets HR give the role HR holds, and the administrator give any role', async () => {
    expect((await call(t.app, 'POST', '/sys/user/add', t.hr, newUser('newhr', roleId('hr')))).status).toBe(
      200,
    )
    expect(await rolesOf((await idOf('newhr'))!)).toEqual([roleId('hr')])
    const byAdmin = await call(t.app, 'POST', '/sys/user/add', t.admin, newUser('newadmin', roleId('admin')))
    expect(byAdmin.status).toBe(200)
  })

  it('refuses adding the admin role to an existing account, but keeps roles it already has', async () => {
    const zhangwei = (await idOf('zhangwei'))!
    const form = { id: zhangwei, username: 'zhangwei', realname: '张伟' }
    const escalate = await call(t.app, 'PUT', '/sys/user/edit', t.hr, {
      ...form,
      selectedroles: `${roleId('ops')},${roleId('admin')}`,
    })
    expectRefused(escalate, 510)
    expect(await rolesOf(zhangwei)).toEqual([roleId('ops')])
    const keep = await call(t.app, 'PUT', '/sys/user/edit', t.hr, { ...form, selectedroles: roleId('ops') })
    expect(keep.status).toBe(200)
  })
})

describe('administrators are managed only by administrators', () => {
  it('refuses HR editing, freezing or deleting the admin; the admin still signs in', async () => {
    const edit = await call(t.app, 'PUT', '/sys/user/edit', t.hr, {
      id: ADMIN_ID,
      username: 'admin',
      realname: '被改名',
    })
    expectRefused(edit, 510)
    expect(edit.body.message).toBe('只有管理员可以修改管理员')
    const freeze = await call(t.app, 'PUT', '/sys/user/frozenBatch', t.hr, { ids: ADMIN_ID, status: '2' })
    expectRefused(freeze, 510)
    expect((await attemptLogin(t.app, 'admin')).response.statusCode).toBe(200)
    const row = await call<{ realname: string }>(t.app, 'GET', `/sys/user/queryById?id=${ADMIN_ID}`, t.admin)
    expect(row.body.result!.realname).toBe('管理员')
  })

  it('lets HR freeze a user who is not an administrator', async () => {
    const zhaolei = (await idOf('zhaolei'))!
    const { status } = await call(t.app, 'PUT', '/sys/user/frozenBatch', t.hr, { ids: zhaolei, status: '2' })
    expect(status).toBe(200)
  })
})
