import { randomBytes, scryptSync } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { argon2id, argon2Verify } from 'hash-wasm'
import { describe, expect, it } from 'vitest'
import { sysUser } from '../../../../src/db/schema'
import { attemptLogin, call, login, PASSWORD, withTestApp } from '../../../helpers/app'
import { expectRefused } from '../../../helpers/refusals'

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
    expectRefused(await call(t.app, 'GET', '/sys/user/checkOnlyUser?username=admin', t.admin), 500)
  })
})

const b64 = (buffer: Buffer) => buffer.toString('base64').replace(/=+$/, '')
const ARGON2ID_PHC = /^\$argon2id\$v=19\$m=7168,t=5,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/

describe('passwords', () => {
  it('stores Argon2id at OWASP’s minimum and upgrades scrypt and older Argon2id hashes at the next login', async () => {
    const legacySalt = 'legacy-salt-0123'
    const phcSalt = randomBytes(16)
    const scryptKey = scryptSync(PASSWORD, phcSalt, 32, { N: 2 ** 14, r: 8, p: 5, maxmem: 64 * 1024 * 1024 })
    const old = {
      // hex, the salt in its own column (N=2^14, r=8, p=1)
      liuyang: { password: scryptSync(PASSWORD, legacySalt, 32).toString('hex'), salt: legacySalt },
      // the scrypt PHC string of the last release
      lina: { password: `$scrypt$ln=14,r=8,p=5$${b64(phcSalt)}$${b64(scryptKey)}`, salt: null },
      // Argon2id at OWASP's first-listed minimum (m=19 MiB, t=2), the setting of the release before
      chenjing: {
        password: await argon2id({
          password: PASSWORD,
          salt: phcSalt,
          memorySize: 19_456,
          iterations: 2,
          parallelism: 1,
          hashLength: 32,
          outputType: 'encoded',
        }),
        salt: null,
      },
    }
    for (const [username, stored] of Object.entries(old)) {
      await t.testDb.database.db.update(sysUser).set(stored).where(eq(sysUser.username, username))
      // A wrong password is refused by the old hash, which stays as it was.
      expect((await attemptLogin(t.app, username, 'wrong-password')).body.message).toBe('用户名或密码错误')
      expect((await userRow(username)).password).toBe(stored.password)
      await login(t.app, username)
      const upgraded = await userRow(username)
      expect(upgraded.password).toMatch(ARGON2ID_PHC)
      expect(upgraded.salt).toBeNull()
      expect(await argon2Verify({ password: PASSWORD, hash: upgraded.password })).toBe(true)
      await login(t.app, username)
      expect((await userRow(username)).password).toBe(upgraded.password)
    }
  })
})

describe('lockout per address', () => {
  it('slows one address trying many usernames once each (20 failures in the window, earlier tests’ included)', async () => {
    let attempts = 0
    while ((await attemptLogin(t.app, `spray-${attempts}`, 'Summer2026!')).body.code === 500) {
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
