import type { DictOption } from '@portico/contract'
import { describe, expect, it } from 'vitest'
import { call, withTestApp } from '../../../helpers/app'
import { expectRefused } from '../../../helpers/refusals'

const t = withTestApp({ token: 'zhangwei' })

const query = (params: Record<string, string>) => new URLSearchParams(params).toString()
const loadDict = (code: string, params: Record<string, string> = {}) =>
  call<DictOption[]>(t.app, 'GET', `/sys/dict/loadDict/${encodeURIComponent(code)}?${query(params)}`, t.token)
const loadDictItem = (code: string, key: string) =>
  call<string[]>(
    t.app,
    'GET',
    `/sys/dict/loadDictItem/${encodeURIComponent(code)}?${query({ key })}`,
    t.token,
  )

const HOSTILE_CODES = [
  'sys_user,password,username',
  'sys_user,realname,username,1=1',
  "sys_user,realname,username,realname like '%'",
  'sys_user where 1=1,realname,username',
  'sys_user,(select password from sys_user limit 1),id',
  'sys_user;drop table sys_user,realname,id',
  'pg_catalog.pg_user,usename,usename',
  'kv_entry,value,key',
  '__proto__,constructor,id',
  'a,b',
]

describe('GET /sys/dict/loadDict/{dictCode}', () => {
  it('searches a table dictionary by text, limited to pageSize', async () => {
    const { status, body } = await loadDict('sys_depart,depart_name,org_code', {
      keyword: '仓储',
      pageSize: '10',
    })
    expect(status).toBe(200)
    expect(body.success).toBe(true)
    expect(body.result).toEqual([
      { value: 'A02', text: '海外仓储部', title: '海外仓储部' },
      { value: 'A02A01', text: '海外仓储部-洛杉矶仓', title: '海外仓储部-洛杉矶仓' },
    ])
    const first = await loadDict('sys_depart,depart_name,org_code', { keyword: '', pageSize: '1' })
    expect(first.body.result!.map((o) => o.value)).toEqual(['A01'])
  })

  it('searches a system dictionary too', async () => {
    const { body } = await loadDict('priority', { keyword: '紧急' })
    expect(body.result).toEqual([{ value: 'H', text: '紧急消息', title: '紧急消息' }])
    expect((await loadDict('priority', { keyword: '消息', pageSize: '2' })).body.result!.length).toBe(2)
    expect((await loadDict('no_such_dict', { keyword: '' })).body.result).toEqual([])
  })

  it('matches the keyword literally: wildcards and SQL in it find nothing', async () => {
    for (const keyword of ['%', '_', "' OR '1'='1", "仓储%' --", '\\']) {
      const { status, body } = await loadDict('sys_depart,depart_name,org_code', { keyword })
      expect(status, keyword).toBe(200)
      expect(body.result, keyword).toEqual([])
    }
  })

  it('refuses codes outside the whitelist with a 400 before any SQL', async () => {
    for (const code of HOSTILE_CODES) {
      const { status, body } = await loadDict(code, { keyword: '' })
      expectRefused({ status, body }, 500, code)
      expect(body.success).toBe(false)
      expect(body.result).toBeNull()
    }
    expect((await loadDict('a,b')).body.message).toBe('字典Code格式不正确！')
  })

  it('validates pageSize and needs a token', async () => {
    expectRefused(await loadDict('priority', { pageSize: '0' }), 500)
    expectRefused(await loadDict('priority', { pageSize: '1;select 1' }), 500)
    expect((await call(t.app, 'GET', '/sys/dict/loadDict/priority?keyword=')).status).toBe(401)
  })
})

describe('GET /sys/dict/loadDictItem/{dictCode}', () => {
  it('answers the texts of the keys in their order, skipping unknown keys', async () => {
    const { status, body } = await loadDictItem('sys_depart,depart_name,org_code', 'A02A01,nope,A01')
    expect(status).toBe(200)
    expect(body.result).toEqual(['海外仓储部-洛杉矶仓', '总部运营部'])
    expect((await loadDictItem('priority', 'H,L')).body.result).toEqual(['紧急消息', '一般消息'])
    expect((await loadDictItem('priority', '')).body.result).toEqual([])
  })

  it('binds the keys and refuses hostile codes', async () => {
    expect((await loadDictItem('sys_user,realname,username', "admin' OR '1'='1")).body.result).toEqual([])
    for (const code of HOSTILE_CODES) {
      const { status, body } = await loadDictItem(code, 'admin')
      expectRefused({ status, body }, 500, code)
    }
  })
})
