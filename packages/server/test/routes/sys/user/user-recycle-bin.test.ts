import type { SysUser } from '@portico/contract'
import { describe, expect, it } from 'vitest'
import { call, withTestApp } from '../../../helpers/app'
import { expectRefused } from '../../../helpers/refusals'

const t = withTestApp({ admin: 'admin', hr: 'wangfang' })

async function addUser(username: string) {
  const form = {
    username,
    realname: '回收测试',
    password: 'Bin2026!',
    confirmpassword: 'Bin2026!',
    selectedroles: '',
  }
  expect((await call(t.app, 'POST', '/sys/user/add', t.admin, form)).body.success).toBe(true)
  const { body } = await call<{ records: SysUser[] }>(
    t.app,
    'GET',
    `/sys/user/list?username=${username}`,
    t.admin,
  )
  return body.result!.records[0].id
}

describe('user recycle bin', () => {
  it('lists deleted users, restores them, and removes them for good so the username is free again', async () => {
    const id = await addUser('bin_user')
    await call(t.app, 'DELETE', `/sys/user/delete?id=${id}`, t.admin)
    const bin = await call<SysUser[]>(t.app, 'GET', '/sys/user/recycleBin', t.admin)
    expect(bin.body.result!.map((u) => u.username)).toContain('bin_user')

    expect((await call(t.app, 'PUT', '/sys/user/putRecycleBin', t.admin, { userIds: id })).body.success).toBe(
      true,
    )
    const restored = await call<{ records: SysUser[] }>(
      t.app,
      'GET',
      '/sys/user/list?username=bin_user',
      t.admin,
    )
    expect(restored.body.result!.records).toHaveLength(1)

    // Only deleted users can be purged.
    const live = await call<number>(t.app, 'DELETE', `/sys/user/deleteRecycleBin?userIds=${id}`, t.admin)
    expect(live.body.result).toBe(0)
    await call(t.app, 'DELETE', `/sys/user/delete?id=${id}`, t.admin)
    const purged = await call<number>(t.app, 'DELETE', `/sys/user/deleteRecycleBin?userIds=${id}`, t.admin)
    expect(purged.body.result).toBe(1)
    expect(
      (await call<SysUser[]>(t.app, 'GET', '/sys/user/recycleBin', t.admin)).body.result!.map((u) => u.id),
    ).not.toContain(id)
    await addUser('bin_user')
  })

  it('needs the delete permission and a user list', async () => {
    expectRefused(await call(t.app, 'GET', '/sys/user/recycleBin', t.hr), 510)
    expectRefused(await call(t.app, 'DELETE', '/sys/user/deleteRecycleBin?userIds=x', t.hr), 510)
    const empty = await call(t.app, 'PUT', '/sys/user/putRecycleBin', t.admin, { userIds: ' , ' })
    expectRefused(empty, 500)
    expect(empty.body.message).toBe('请选择用户')
  })
})
