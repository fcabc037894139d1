import type { DictOption } from '@portico/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { call, login, withTestApp } from '../../../helpers/app'
import { expectRefused } from '../../../helpers/refusals'

const t = withTestApp({ token: 'zhangwei' })

const dict = (code: string) =>
  call<DictOption[]>(t.app, 'GET', `/sys/dict/getDictItems/${encodeURIComponent(code)}`, t.token)

describe('dictionaries', () => {
  it('returns system dictionary items in order', async () => {
    const { status, body } = await dict('priority')
    expect(status).toBe(200)
    expect(body.result).toEqual([
      { value: 'L', text: '一般消息', title: '一般消息' },
      { value: 'M', text: '重要消息', title: '重要消息' },
      { value: 'H', text: '紧急消息', title: '紧急消息' },
    ])
    expect((await dict('no_such_dict')).body.result).toEqual([])
  })

  it('serves whitelisted table dictionaries', async () => {
    const { body } = await dict('sys_depart,depart_name,org_code')
    // The platform's departments, then each demo customer's root with its 运营部 and 财务部.
    const customers = ['C1001', 'C1002', 'C1003'].flatMap((c) => [`${c}A01`, `${c}A01A01`, `${c}A01A02`])
    expect(body.result!.map((o) => o.value)).toEqual(['A01', 'A02', 'A02A01', ...customers])
    const users = (await dict('sys_user,realname,username')).body.result!
    expect(users.find((o) => o.value === 'admin')).toEqual({
      value: 'admin',
      text: '管理员',
      title: '管理员',
    })
  })

  it('refuses everything else without running it', async () => {
    for (const code of ['a,b', 'a,b,c,d,e']) {
      const { status, body } = await dict(code)
      expectRefused({ status, body }, 500)
      expect(body.message).toBe('字典Code格式不正确！')
    }
    for (const code of [
      'sys_user,password,username',
      'sys_user,salt,id',
      'pg_catalog.pg_user,usename,usename',
      'sys_user,realname,username,1=1',
      'sys_user,(select password from sys_user limit 1),id',
      'kv_entry,value,key',
      '__proto__,constructor,id',
    ]) {
      const { status, body } = await dict(code)
      expectRefused({ status, body }, 510, code)
      expect(body.success).toBe(false)
      expect(JSON.stringify(body)).not.toMatch(/[0-9a-f]{64}/)
    }
  })

  it('queryAllDictItems has every dictionary; refleshCache needs 字典管理 (staff without it: 403)', async () => {
    const { body } = await call<Record<string, DictOption[]>>(
      t.app,
      'GET',
      '/sys/dict/queryAllDictItems',
      t.token,
    )
    for (const code of [
      'sex',
      'user_status',
      'priority',
      'msg_category',
      'send_status',
      'yn',
      'valid_status',
      'package_status',
      'customs_status',
    ]) {
      expect(body.result![code]?.length, code).toBeGreaterThan(0)
    }
    expect(body.result!.user_status).toEqual([
      { value: '1', text: '正常', title: '正常' },
      { value: '2', text: '冻结', title: '冻结' },
    ])
    expectRefused(await call(t.app, 'GET', '/sys/dict/refleshCache', t.token), 510)
    const admin = await login(t.app, 'admin')
    expect((await call(t.app, 'GET', '/sys/dict/refleshCache', admin)).body.success).toBe(true)
  })

  it('needs a token', async () => {
    expect((await call(t.app, 'GET', '/sys/dict/getDictItems/sex')).status).toBe(401)
  })
})

describe('GET /sys/duplicate/check', () => {
  let admin = ''
  beforeAll(async () => {
    admin = await login(t.app, 'admin')
  })
  const check = (query: string, token = admin) => call(t.app, 'GET', `/sys/duplicate/check?${query}`, token)

  it('answers on a table only those who add or edit its rows: nobody else learns who exists', async () => {
    const customer = await login(t.app, 'yunfan')
    for (const [who, token] of [
      ['customer', customer],
      ['ops', t.token],
    ]) {
      for (const query of [
        'tableName=sys_user&fieldName=username&fieldVal=admin',
        'tableName=sys_user&fieldName=phone&fieldVal=13812345601',
        'tableName=sys_user&fieldName=email&fieldVal=nobody@nowhere.test',
      ]) {
        const { status, body } = await check(query, token)
        expect([status, body.code, body.success], `${who} ${query}`).toEqual([200, 510, false])
      }
    }
    const unique = (token: string, username: string) =>
      call(t.app, 'GET', `/sys/user/checkOnlyUser?username=${username}`, token)
    expectRefused(await unique(customer, 'admin'), 510)
    expectRefused(await unique(customer, 'no-such-user'), 510)
    const hr = await login(t.app, 'wangfang')
    expectRefused(await unique(hr, 'admin'), 500)
    expect((await unique(hr, 'no-such-user')).status).toBe(200)
  })

  it('says whether a value is free', async () => {
    const taken = await check('tableName=sys_user&fieldName=username&fieldVal=admin')
    expectRefused(taken, 500)
    expect(taken.body).toMatchObject({ success: false, code: 500, message: '该值不可用，系统中已存在！' })
    const free = await check('tableName=sys_user&fieldName=phone&fieldVal=13000000000')
    expect(free.status).toBe(200)
    expect(free.body).toMatchObject({ success: true, code: 200, message: '该值可用！' })
    expectRefused(await check('tableName=sys_role&fieldName=role_code&fieldVal=ops'), 500)
  })

  it('checks the codes of 职务, 编码校验规则, 填值规则 and 多数据源 as their JeecgBoot forms ask', async () => {
    // Seeded: position GM, check rule common, fill rule in_store_batch_no, data source portico_report.
    for (const [table, field, taken] of [
      ['sys_position', 'code', 'GM'],
      ['sys_check_rule', 'rule_code', 'common'],
      ['sys_fill_rule', 'rule_code', 'in_store_batch_no'],
      ['sys_data_source', 'code', 'portico_report'],
    ]) {
      const used = await check(`tableName=${table}&fieldName=${field}&fieldVal=${taken}`)
      expect(used.body, table).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' })
      const free = await check(`tableName=${table}&fieldName=${field}&fieldVal=no_such_code_9`)
      expect(free.status, table).toBe(200)
      expect(free.body, table).toMatchObject({ success: true, message: '该值可用！' })
    }
  })

  it('excludes the record being edited (dataId)', async () => {
    const users = await call<{ records: { id: string }[] }>(
      t.app,
      'GET',
      '/sys/user/list?username=admin',
      await login(t.app, 'admin'),
    )
    const id = users.body.result!.records[0].id
    expect((await check(`tableName=sys_user&fieldName=username&fieldVal=admin&dataId=${id}`)).status).toBe(
      200,
    )
  })

  it('refuses tables and columns outside the whitelist', async () => {
    for (const query of [
      'tableName=sys_user&fieldName=password&fieldVal=x',
      'tableName=pg_user&fieldName=usename&fieldVal=postgres',
      'tableName=sys_user&fieldName=username%20or%201%3D1&fieldVal=x',
      `tableName=${encodeURIComponent('sys_user where 1=1;--')}&fieldName=username&fieldVal=x`,
      'tableName=constructor&fieldName=name&fieldVal=x',
      'fieldName=username&fieldVal=x',
    ]) {
      const { status, body } = await check(query)
      expectRefused({ status, body }, 500, query)
      expect(body.success).toBe(false)
    }
  })

  it('binds the value', async () => {
    const { status } = await check(
      `tableName=sys_user&fieldName=username&fieldVal=${encodeURIComponent("x' OR '1'='1")}`,
    )
    expect(status).toBe(200)
  })
})
