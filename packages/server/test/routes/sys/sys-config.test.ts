import { createServer as createTcpServer } from 'node:net'
import {
  checkRuleResource,
  dataSourceResource,
  FillRuleClass,
  fillRuleResource,
  gatewayRouteResource,
  PASSWORD_MASK,
  type Page,
  positionResource,
  TENANT_IN_USE_MESSAGE,
  tenantResource,
} from '@portico/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sysDataSource } from '../../../src/db/schema'
import { SecretBox } from '../../../src/services/shared/secret-box'
import { testConnection } from '../../../src/services/sys-config/data-sources'
import { call, withTestApp } from '../../helpers/app'
import { expectRefused } from '../../helpers/refusals'
import { describeResource } from '../../helpers/resource-suite'

const t = withTestApp({ admin: 'admin', hr: 'wangfang', ops: 'zhangwei' })
type Row = Record<string, unknown> & { id: string }

describeResource(t, {
  resource: positionResource,
  sample: (n) => ({ code: `POS_${n}`, name: `分拣组长${n}`, postRank: '2', sortNo: n }),
  change: { name: '分拣主管', postRank: '3', remark: '夜班' },
  owner: 'admin',
  outsider: 'ops',
})

describeResource(t, {
  resource: tenantResource,
  sample: (n) => ({ id: 2000 + n, name: `加盟商${n}`, status: '1', beginDate: '2026-01-01' }),
  change: { name: '华南加盟商', status: '0', endDate: '2027-12-31' },
  owner: 'admin',
  outsider: 'hr',
})

const step = (digits: string, pattern: string, message: string) => ({ digits, pattern, message })
describeResource(t, {
  resource: checkRuleResource,
  sample: (n) => ({
    ruleName: `面单号${n}`,
    ruleCode: `label_no_${n}`,
    ruleJson: JSON.stringify([
      step('2', '^[A-Z]{2}$', '前两位须为大写字母'),
      step('*', '^.{10}$', '须为10位'),
    ]),
  }),
  change: { ruleName: '面单号（新）', ruleDescription: '两位字母加8位数字' },
  owner: 'admin',
  outsider: 'hr',
})

describeResource(t, {
  resource: fillRuleResource,
  sample: (n) => ({
    ruleName: `出库单号${n}`,
    ruleCode: `out_no_${n}`,
    ruleClass: FillRuleClass.ORDER_NUMBER,
    ruleParams: JSON.stringify({ prefix: 'CK', dateFormat: 'yyyyMMdd', separator: '-', digits: 3 }),
  }),
  change: { ruleName: '出库单号（新）', ruleParams: JSON.stringify({ prefix: 'OUT', digits: 5 }) },
  owner: 'admin',
  outsider: 'hr',
})

describeResource(t, {
  resource: dataSourceResource,
  sample: (n) => ({
    code: `ds_${n}`,
    name: `订单库${n}`,
    dbType: '6',
    dbDriver: 'org.postgresql.Driver',
    dbUrl: `jdbc:postgresql://10.0.0.${n}:5432/orders`,
    dbUsername: 'reader',
  }),
  change: { name: '订单库（只读）', remark: '报表用' },
  owner: 'admin',
  outsider: 'hr',
})

describeResource(t, {
  resource: gatewayRouteResource,
  sample: (n) => ({
    routerId: `route-${n}`,
    name: `路由${n}`,
    uri: `lb://service-${n}`,
    predicates: JSON.stringify([{ name: 'Path', args: [`/s${n}/**`] }]),
    filters: '[]',
    status: '1',
  }),
  change: { name: '停用的路由', status: '0' },
  owner: 'admin',
  outsider: 'hr',
})

describe('系统配置 workflows', () => {
  it('checks a value against a rule saved on the screen, and refuses a rule that cannot run', async () => {
    const ruleJson = JSON.stringify([
      step('2', '^[A-Z]{2}$', '前两位须为大写字母'),
      step('*', '^.{6}$', '须为6位'),
    ])
    const added = await call(t.app, 'POST', '/sys/checkRule/add', t.admin, {
      ruleName: '库位码',
      ruleCode: 'bin_code',
      ruleJson,
    })
    expect(added.body.success).toBe(true)
    const check = (value: string) =>
      call(
        t.app,
        'GET',
        `/sys/checkRule/checkByCode?ruleCode=bin_code&value=${encodeURIComponent(value)}`,
        t.ops,
      )
    expect((await check('AB1234')).body).toMatchObject({ success: true })
    expect((await check('ab1234')).body).toMatchObject({ success: false, message: '前两位须为大写字母' })
    expect((await check('AB12')).body).toMatchObject({ success: false, message: '须为6位' })

    for (const [bad, message] of [
      ['{"digits":"*"}', '规则内容须是'],
      ['[]', '请至少添加一条规则!'],
      [JSON.stringify([step('*', '(a)\\1', '回溯')]), '第1条规则的正则表达式无效'],
      [JSON.stringify([step('*', '^a$', '')]), '第1条规则缺少提示信息'],
    ]) {
      const refused = await call(t.app, 'POST', '/sys/checkRule/add', t.admin, {
        ruleName: '坏规则',
        ruleCode: 'broken',
        ruleJson: bad,
      })
      expectRefused(refused, 500)
      expect(refused.body.message).toContain(message)
      expect(refused.body.result).toMatchObject({ errors: { ruleJson: expect.any(String) } })
    }
  })

  it('generates numbers atomically: concurrent calls get distinct consecutive serials', async () => {
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '')
    const calls = Array.from({ length: 20 }, () =>
      call<string>(t.app, 'PUT', '/sys/fillRule/executeRuleByCode/in_store_batch_no', t.ops, {}),
    )
    const values = (await Promise.all(calls)).map((answer) => answer.body.result!)
    expect(new Set(values).size).toBe(20)
    expect(values.every((value) => value.startsWith(`RK${today}-`))).toBe(true)
    const serials = values.map((value) => Number(value.slice(-3))).sort((a, b) => a - b)
    expect(serials).toEqual(Array.from({ length: 20 }, (_, i) => serials[0] + i))

    const tested = await call<string>(
      t.app,
      'GET',
      '/sys/fillRule/testFillRule?ruleCode=in_store_batch_no',
      t.admin,
    )
    expect(tested.body.result).toBe(`RK${today}-${String(serials[19] + 1).padStart(3, '0')}`)
    expectRefused(
      await call(t.app, 'GET', '/sys/fillRule/testFillRule?ruleCode=in_store_batch_no', t.hr),
      510,
    )

    const orgCode = await call<string>(
      t.app,
      'PUT',
      '/sys/fillRule/executeRuleByCode/org_num_role',
      t.ops,
      {},
    )
    expect(orgCode.body.result).toMatch(/^A\d{2}$/)
    const missing = await call(t.app, 'PUT', '/sys/fillRule/executeRuleByCode/nope', t.ops, {})
    expect(missing.body).toMatchObject({ success: false, message: '填值规则不存在' })

    const badRules: [Record<string, string>, string][] = [
      [{ ruleClass: 'java.lang.Runtime' }, '规则实现类'],
      [{ ruleParams: '[1]' }, '规则参数只能传递JSON对象'],
      [{ ruleParams: '{"digits":"x"}' }, 'digits（流水号位数）'],
    ]
    for (const [form, message] of badRules) {
      const refused = await call(t.app, 'POST', '/sys/fillRule/add', t.admin, {
        ruleName: '坏规则',
        ruleCode: 'bad_rule',
        ruleClass: FillRuleClass.ORDER_NUMBER,
        ...form,
      })
      expectRefused(refused, 500)
      expect(refused.body.message).toContain(message)
    }
  })

  it('stores a data-source password sealed, answers it masked and keeps it through an edit', async () => {
    const added = await call<string>(t.app, 'POST', '/sys/dataSource/add', t.admin, {
      code: 'secret_db',
      name: '带密码的库',
      dbType: '6',
      dbDriver: 'org.postgresql.Driver',
      dbUrl: 'jdbc:postgresql://127.0.0.1:1/none',
      dbUsername: 'u',
      dbPassword: 'S3cret-pass!',
    })
    const id = added.body.result!
    const stored = async () =>
      (await t.app.portico.database.db.select().from(sysDataSource).where(eq(sysDataSource.id, id)))[0]
    const sealed = (await stored()).dbPassword!
    expect(sealed).toMatch(/^v1:/)
    expect(sealed).not.toContain('S3cret')
    const byId = await call<Row>(t.app, 'GET', `/sys/dataSource/queryById?id=${id}`, t.admin)
    expect(byId.body.result!.dbPassword).toBe(PASSWORD_MASK)
    const listed = await call<Page<Row>>(t.app, 'GET', '/sys/dataSource/list?code=secret_db', t.admin)
    expect(listed.body.result!.records[0].dbPassword).toBe(PASSWORD_MASK)
    expect(JSON.stringify(listed.body)).not.toContain('S3cret')

    const edited = await call(t.app, 'PUT', '/sys/dataSource/edit', t.admin, {
      ...byId.body.result,
      name: '改名',
    })
    expect(edited.body.success).toBe(true)
    expect((await stored()).dbPassword).toBe(sealed)

    // 测试连接 with the stored password: the driver's refusal, quickly.
    const started = Date.now()
    const refused = await call(t.app, 'POST', '/sys/dataSource/testConnection', t.admin, {
      ...byId.body.result,
    })
    expectRefused(refused, 500)
    expect(refused.body.message).toMatch(/^连接失败：.*ECONNREFUSED/)
    expect(Date.now() - started).toBeLessThan(5000)
    const mysql = await call(t.app, 'POST', '/sys/dataSource/testConnection', t.admin, {
      dbType: '4',
      dbUrl: 'x',
    })
    expect(mysql.body.message).toBe('暂只支持测试 PostgreSQL 数据源的连接')
    expectRefused(await call(t.app, 'POST', '/sys/dataSource/testConnection', t.hr, { dbType: '6' }), 510)
  })

  it('never sends a stored data-source password to another server, port, database or user', async () => {
    // A server that asks for the password in clear text and keeps whatever it is sent.
    let received = ''
    const listener = createTcpServer((socket) => {
      socket.on('data', (chunk) => {
        received += chunk.toString('latin1')
        const ask = Buffer.alloc(9)
        ask.write('R', 0)
        ask.writeInt32BE(8, 1)
        ask.writeInt32BE(3, 5) // AuthenticationCleartextPassword
        socket.write(ask)
      })
      socket.on('error', () => {})
    })
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve))
    const { port } = listener.address() as { port: number }
    try {
      const added = await call<string>(t.app, 'POST', '/sys/dataSource/add', t.admin, {
        code: 'lure_db',
        name: '被改地址的库',
        dbType: '6',
        dbDriver: 'org.postgresql.Driver',
        dbUrl: 'jdbc:postgresql://127.0.0.1:1/none',
        dbUsername: 'u',
        dbPassword: 'Stored-Pa55!',
      })
      const id = added.body.result!
      for (const change of [
        { dbUrl: `jdbc:postgresql://127.0.0.1:${port}/none` },
        { dbUrl: 'jdbc:postgresql://127.0.0.1:1/other' },
        { dbUsername: 'someone' },
      ]) {
        const moved = await call(t.app, 'POST', '/sys/dataSource/testConnection', t.admin, {
          id,
          dbType: '6',
          dbUrl: 'jdbc:postgresql://127.0.0.1:1/none',
          dbUsername: 'u',
          dbPassword: PASSWORD_MASK,
          ...change,
        })
        expect([moved.status, moved.body.code, moved.body.message], JSON.stringify(change)).toEqual([
          200,
          500,
          '数据源地址或用户名已修改，请重新输入密码后再测试',
        ])
      }
      expect(received).not.toContain('Stored-Pa55!')
      // A password typed again goes where the form says.
      await call(t.app, 'POST', '/sys/dataSource/testConnection', t.admin, {
        id,
        dbType: '6',
        dbUrl: `jdbc:postgresql://127.0.0.1:${port}/none`,
        dbUsername: 'u',
        dbPassword: 'Typed-Again1',
      })
      expect(received).toContain('Typed-Again1')
    } finally {
      listener.close()
    }
  })

  it('gives up on a server that never answers, with a timeout message', async () => {
    const silent = createTcpServer(() => {})
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as { port: number }
    try {
      const started = Date.now()
      const form = {
        dbType: '6',
        dbUrl: `jdbc:postgresql://127.0.0.1:${port}/x`,
        dbUsername: 'u',
        dbPassword: 'p',
      }
      await expect(testConnection(t.app.portico.database.db, new SecretBox('k'), form, 300)).rejects.toThrow(
        /^连接失败：.*(timeout|超时)/i,
      )
      expect(Date.now() - started).toBeLessThan(2000)
    } finally {
      silent.close()
    }
  })

  it('refuses to delete a tenant that has users, and a taken tenant number', async () => {
    const refused = await call(t.app, 'DELETE', '/sys/tenant/delete?id=1', t.admin)
    expectRefused(refused, 500)
    expect(refused.body).toMatchObject({ success: false, message: TENANT_IN_USE_MESSAGE })
    const taken = await call(t.app, 'POST', '/sys/tenant/add', t.admin, { id: 2, name: '重复', status: 1 })
    expectRefused(taken, 500)
    expect(taken.body.message).toBe('租户编号已存在')
    expectRefused(await call(t.app, 'GET', '/sys/tenant/queryById?id=abc', t.admin), 500)
    const tenants = await call<Page<Row>>(t.app, 'GET', '/sys/tenant/list', t.admin)
    expect(tenants.body.result!.records.slice(0, 2)).toMatchObject([
      { id: 1, status: '1', status_dictText: '正常' },
      { id: 2 },
    ])
  })

  it('refuses gateway predicates or filters that are not JSON arrays of named items', async () => {
    for (const [form, message] of [
      [{ predicates: '[{"name":"Path"' }, '路由条件不是合法的JSON'],
      [
        { filters: '{"name":"StripPrefix"}' },
        '过滤器必须是JSON数组，如 [{"name":"Path","args":["/api/**"]}]',
      ],
      [{ predicates: '[{"args":["/a"]}]' }, '路由条件第1项须是带 name 的对象'],
    ] as const) {
      const refused = await call(t.app, 'POST', '/sys/gatewayRoute/add', t.admin, {
        routerId: 'bad-route',
        name: '坏路由',
        uri: 'lb://bad',
        status: 1,
        ...form,
      })
      expectRefused(refused, 500)
      expect(refused.body.message).toBe(message)
    }
  })

  it('updateAll adds a route, then edits it, as JeecgBoot’s gateway drawer saves', async () => {
    const predicates = JSON.stringify([{ name: 'Path', args: ['/wms/**'] }])
    const filters = JSON.stringify([{ name: 'StripPrefix', args: [{ key: 'parts', value: '1' }] }])
    const router = {
      routerId: 'legacy-wms',
      name: '旧仓储系统',
      uri: 'lb://legacy-wms',
      status: 1,
      predicates,
      filters,
    }
    const added = await call(t.app, 'POST', '/sys/gatewayRoute/updateAll', t.admin, { router })
    expect(added.status).toBe(200)
    expect(added.body).toMatchObject({ success: true, message: '操作成功！' })
    const listed = async () =>
      (await call<Page<Row>>(t.app, 'GET', '/sys/gatewayRoute/list?routerId=legacy-wms', t.admin)).body
        .result!.records
    const [route] = await listed()
    expect(route).toMatchObject({ name: '旧仓储系统', uri: 'lb://legacy-wms', predicates, filters })

    const edited = await call(t.app, 'POST', '/sys/gatewayRoute/updateAll', t.admin, {
      router: { ...router, id: route.id, name: '旧仓储系统（只读）', filters: '' },
    })
    expect(edited.body.success).toBe(true)
    expect(await listed()).toEqual([
      expect.objectContaining({ id: route.id, name: '旧仓储系统（只读）', filters: '[]' }),
    ])

    const bad = await call(t.app, 'POST', '/sys/gatewayRoute/updateAll', t.admin, {
      router: { ...router, routerId: 'bad-one', predicates: '[{"args":[]}]' },
    })
    expect(bad.body).toMatchObject({ success: false, message: '路由条件第1项须是带 name 的对象' })
    expectRefused(await call(t.app, 'POST', '/sys/gatewayRoute/updateAll', t.hr, { router }), 510)
  })
})
