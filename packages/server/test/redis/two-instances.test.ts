import { describe, expect, it } from 'vitest'
import type { PorticoServer } from '../../src/server'
import { call, login } from '../helpers/app'
import { withTwoInstances } from '../helpers/redis'
import { expectRefused } from '../helpers/refusals'

const servers = withTwoInstances()

describe('two server instances sharing PostgreSQL and Redis', () => {
  it('a token from A works on B; logout on B revokes it on A', async () => {
    const { a, b } = servers
    const token = await login(a, 'admin')
    expect((await call(b, 'GET', '/sys/user/list', token)).status).toBe(200)
    expect((await call(b, 'POST', '/sys/logout', token)).status).toBe(200)
    const after = await call(a, 'GET', '/sys/user/list', token)
    expect(after.status).toBe(401)
    expect(after.body.message).toBe('Token失效，请重新登录!')
  })

  it('a captcha fetched from A is accepted once, on B', async () => {
    const { a, b } = servers
    const checkKey = `two-${Date.now()}`
    await a.inject({ method: 'GET', url: `/jeecg-boot/sys/randomImage/${checkKey}` })
    const payload = { username: 'admin', password: '123456', captcha: 'abcd', checkKey }
    const first = await b.inject({ method: 'POST', url: '/jeecg-boot/sys/login', payload })
    expect(first.statusCode).toBe(200)
    const second = await a.inject({ method: 'POST', url: '/jeecg-boot/sys/login', payload })
    expect(second.json().message).toBe('验证码错误')
  })

  it('failed logins on A and B count toward one limit', async () => {
    const { a, b } = servers
    const fail = (server: PorticoServer) =>
      (async () => {
        const checkKey = `rl-${Math.random()}`
        await server.inject({ method: 'GET', url: `/jeecg-boot/sys/randomImage/${checkKey}` })
        return server.inject({
          method: 'POST',
          url: '/jeecg-boot/sys/login',
          payload: { username: 'lina', password: 'wrong', captcha: 'abcd', checkKey },
        })
      })()
    for (const server of [a, b, a, b, a]) expectRefused(await fail(server), 500)
    expect((await fail(b)).statusCode).toBe(429)
  })
})
