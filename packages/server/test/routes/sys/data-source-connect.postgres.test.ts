import { describe, expect, it } from 'vitest'
import { call, withTestApp } from '../../helpers/app'
import { POSTGRES_ADMIN_URL } from '../../helpers/database'

const t = withTestApp({ admin: 'admin' })

describe('多数据源 test connection', () => {
  it('connects to a reachable PostgreSQL', async () => {
    const url = new URL(POSTGRES_ADMIN_URL)
    const answer = await call(t.app, 'POST', '/sys/dataSource/testConnection', t.admin, {
      dbType: '6',
      dbUrl: `jdbc:postgresql://${url.host}${url.pathname}`,
      dbUsername: decodeURIComponent(url.username),
      dbPassword: decodeURIComponent(url.password),
    })
    expect(answer.body).toMatchObject({ success: true, message: '连接成功' })
  })
})
