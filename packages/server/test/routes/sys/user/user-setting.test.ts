import { describe, expect, it } from 'vitest'
import { call, withTestApp } from '../../../helpers/app'
import { expectRefused } from '../../../helpers/refusals'

const t = withTestApp({ admin: 'admin', ops: 'zhangwei' })

const KEY = 'JSuperQuerySaved_/isystem/user'
const queries = [
  { title: '深圳仓女员工', matchType: 'and', records: [{ field: 'sex', rule: 'eq', val: '2' }] },
]

const get = (token: string | undefined, key = KEY) =>
  call(t.app, 'GET', `/sys/userSetting/get?key=${encodeURIComponent(key)}`, token)
const save = (token: string | undefined, body: object) =>
  call(t.app, 'PUT', '/sys/userSetting/save', token, body)

describe('/sys/userSetting', () => {
  it('keeps a setting per user: saved, read back, replaced and deleted', async () => {
    expect((await get(t.admin)).body).toMatchObject({ success: true, result: null })
    expect((await save(t.admin, { key: KEY, value: queries })).body).toMatchObject({ success: true })
    expect((await get(t.admin)).body.result).toEqual(queries)
    // Another user has their own, empty, setting under the same key.
    expect((await get(t.ops)).body.result).toBeNull()
    await save(t.admin, { key: KEY, value: [] })
    expect((await get(t.admin)).body.result).toEqual([])
    await call(t.app, 'DELETE', `/sys/userSetting/delete?key=${encodeURIComponent(KEY)}`, t.admin)
    expect((await get(t.admin)).body.result).toBeNull()
  })

  it('refuses bad keys and oversized values with a clear message, writing nothing', async () => {
    for (const key of ['', "x' OR 1=1 --", 'a b', 'k'.repeat(201), '设置']) {
      const { status, body } = await save(t.admin, { key, value: 1 })
      expectRefused({ status, body }, 500, key)
      expect(body.message).toContain('设置项名称不合法')
    }
    const big = await save(t.admin, { key: 'columns:/big', value: 'x'.repeat(70_000) })
    expectRefused(big, 500)
    expect(big.body.message).toBe('设置内容过大，最多64KB')
    expect((await get(t.admin, 'columns:/big')).body.result).toBeNull()
    const missing = await save(t.admin, { key: 'columns:/none' })
    expectRefused(missing, 500)
  })

  it('needs a signed-in user', async () => {
    expect((await get(undefined)).status).toBe(401)
    expect((await save(undefined, { key: KEY, value: 1 })).status).toBe(401)
  })
})
