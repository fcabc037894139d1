import { scryptSync } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sysUser } from '../../../../src/db/schema'
import { attemptLogin, call, login, PASSWORD, withTestApp } from '../../../helpers/app'

const t = withTestApp({ admin: 'admin' })

const userRow = async (username: string) =>
  (await t.testDb.database.db.select().from(sysUser).where(eq(sysUser.username, username)))[0]

describe('login tells nothing about which accounts exist', () => {
  it('answers unknown, deleted and wrong-password attempts alike; frozen only with the right password', async () => {
    const lina = (await userRow('lina')).id
    await call(t.app, 'PUT', '/sys/user/frozenBatch', t.admin, { ids: lina, status: '2' })
    expect((await attemptLogin(t.app, 'lina', 'not-her-password')).body.message).toBe('用户名或密码错误')
    expect((await attemptLogin(t.app, 'lina')).body.message).toBe('该用户已冻结')
    await call(t.app, 'PUT', '/sys/user/frozenBatch', t.admin, { ids: lina, status: '1' })
    const zhaolei = (await userRow('zhaolei')).id
    await call(t.app, 'DELETE', `/sys/user/delete?id=${zhaolei}`, t.admin)
    for (const username of ['nobody-at-all', 'zhaolei']) {
      expect((await attemptLogin(t.app, username)).body.message, username).toBe('用户名或密码错误')
    }
  })

  it('checkOnlyUser needs a token', async () => {
    expect((await call(t.app, 'GET', '/sys/user/checkOnlyUser?username=admin')).status).toBe(401)
    expect((await call(t.app, 'GET', '/sys/user/checkOnlyUser?username=admin', t.admin)).status).toBe(409)
  })
})

describe('passwords', () => {
  it('stores PHC strings with OWASP scrypt parameters and upgrades an old hash at the next login', async () => {
    const salt = 'legacy-salt-0123'
    const legacy = scryptSync(PASSWORD, salt, 32).toString('hex')
    await t.testDb.database.db
      .update(sysUser)
      .set({ password: legacy, salt })
      .where(eq(sysUser.username, 'liuyang'))
    await login(t.app, 'liuyang')
    const upgraded = await userRow('liuyang')
    expect(upgraded.password).toMatch(/^\$scrypt\$ln=14,r=8,p=5\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/)
    expect(upgraded.salt).toBeNull()
    await login(t.app, 'liuyang')
    expect((await attemptLogin(t.app, 'liuyang', 'wrong-password')).body.message).toBe('用户名或密码错误')
  })
})

describe('lockout per address', () => {
  it('slows one address trying many usernames once each (20 failures in the window, earlier tests’ included)', async () => {
    let attempts = 0
    while ((await attemptLogin(t.app, `spray-${attempts}`, 'Summer2026!')).response.statusCode === 400) {
      attempts++
      expect(attempts).toBeLessThanOrEqual(20)
    }
    expect(attempts).toBeGreaterThan(10)
    // The right password of a user not tried yet is refused too, until the window passes.
    const blocked = await attemptLogin(t.app, 'wangfang')
    expect(blocked.response.statusCode).toBe(429)
    expect(blocked.body.message).toBe('登录失败次数过多，请5分钟后再试')
  })
})
