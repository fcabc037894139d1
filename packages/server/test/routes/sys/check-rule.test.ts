import type { CheckRuleFailure } from '@portico/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sysCheckRule } from '../../../src/db/schema'
import { call, login, startTestApp, type TestApp } from '../../helpers/app'
import { expectRefused } from '../../helpers/refusals'

let t: TestApp
let token: string

beforeAll(async () => {
  t = await startTestApp()
  token = await login(t.app, 'zhangwei')
  await t.testDb.database.db.insert(sysCheckRule).values([
    {
      id: 'rule-redos',
      ruleCode: 'redos',
      ruleName: '灾难性回溯',
      ruleJson: JSON.stringify([{ digits: '*', pattern: '^(a+)+$', message: '只能是字母a' }]),
    },
    {
      id: 'rule-lookahead',
      ruleCode: 'lookahead',
      ruleName: 'RE2 不支持的写法',
      ruleJson: JSON.stringify([{ digits: '*', pattern: '^(?=.*\\d).+$', message: '须含数字' }]),
    },
    { id: 'rule-broken', ruleCode: 'broken', ruleName: '坏 JSON', ruleJson: '[{"digits":' },
  ])
})
afterAll(async () => {
  await t?.close()
})

/** What the client sends: `encodeURIComponent(value)`, which the query string then encodes again. */
const check = (ruleCode: string, value: string, encode = true) =>
  call<CheckRuleFailure>(
    t.app,
    'GET',
    `/sys/checkRule/checkByCode?${new URLSearchParams({ ruleCode, value: encode ? encodeURIComponent(value) : value })}`,
    token,
  )

describe('GET /sys/checkRule/checkByCode', () => {
  it('passes a value that follows every step', async () => {
    const { status, body } = await check('waybill_no', 'EA123456789CN')
    expect(status).toBe(200)
    expect(body).toMatchObject({ success: true, code: 200, message: '成功', result: null })
    expect((await check('hs_code', '8471300000')).body.success).toBe(true)
    expect((await check('container_no', 'MSCU1234567')).body.success).toBe(true)
    expect((await check('consignee_name', '欧阳·娜娜')).body.success).toBe(true)
  })

  it('reports the first failing step with the part of the value it tested', async () => {
    const { status, body } = await check('waybill_no', 'EA12x456789CN')
    // As JeecgBoot: HTTP 200, so its 功能测试 field shows the rule's message rather than an HTTP error.
    expect(status).toBe(200)
    expect(body).toEqual({
      success: false,
      code: 500,
      message: '运单号第3至11位必须是数字',
      result: {
        digits: '9',
        pattern: '^\\d{9}$',
        message: '运单号第3至11位必须是数字',
        beginIndex: 2,
        endIndex: 11,
        checkValue: '12x456789',
        passed: false,
      },
      timestamp: expect.any(Number),
    })
    // Beyond the typed characters a numbered step tests what there is (here the empty string).
    const short = await check('waybill_no', 'EA123456789')
    expect(short.body.result).toMatchObject({ digits: '2', beginIndex: 11, endIndex: 11, checkValue: '' })
    const star = await check('hs_code', '84713000')
    expect(star.body.result).toEqual({
      digits: '*',
      pattern: '^\\d{10}$',
      message: '海关编码必须是10位数字',
      checkValue: '84713000',
      passed: false,
    })
    expect((await check('container_no', 'MSCX1234567')).body.message).toBe(
      '箱号第四位为设备识别码（U、J或Z）',
    )
    expect((await check('consignee_name', 'Tom')).body.message).toBe('收件人姓名须为2至20个汉字')
    const first = await check('common', '1abc')
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ success: false, code: 500, message: '第一位只能是字母' })
  })

  it('decodes the value again, as URLDecoder does', async () => {
    expect((await check('common', 'a b')).body.result!.checkValue).toBe('a b')
    expect((await check('common', 'a+b')).body.result!.checkValue).toBe('a+b')
    // Not encoded by the client: a plus is a space, as in Java.
    expect((await check('common', 'a+b', false)).body.result!.checkValue).toBe('a b')
    const bad = await check('common', '%E4%zz', false)
    expectRefused(bad, 500)
    expect(bad.body.message).toMatch(/^校验值不是合法的URL编码/)
  })

  it('lets a blank value pass, as JeecgBoot does', async () => {
    expect((await check('waybill_no', '')).body.success).toBe(true)
    expect((await check('waybill_no', '   ')).body.success).toBe(true)
  })

  it('answers 该编码不存在 for an unknown rule code, whatever it holds', async () => {
    for (const ruleCode of ['nope', "waybill_no' OR '1'='1", 'waybill_no; drop table sys_check_rule']) {
      const { status, body } = await check(ruleCode, 'x')
      expectRefused({ status, body }, 500, ruleCode)
      expect(body).toMatchObject({ success: false, message: '该编码不存在', result: null })
    }
    expect((await check('waybill_no', 'EA123456789CN')).body.success).toBe(true)
  })

  it('runs administrator patterns in linear time and bounds the value', async () => {
    const started = Date.now()
    const { body } = await check('redos', `${'a'.repeat(499)}!`)
    expect(body.message).toBe('只能是字母a')
    expect(Date.now() - started).toBeLessThan(5000)
    const long = await check('redos', 'a'.repeat(501))
    expectRefused(long, 500)
    expect(long.body.message).toBe('校验值不能超过500个字符')
  })

  it('reports a rule it cannot run as a configuration error, without detail', async () => {
    for (const code of ['lookahead', 'broken']) {
      const { status, body } = await check(code, 'abc')
      expect(status).toBe(500)
      expect(body.message).toBe('校验规则配置有误，请联系管理员')
    }
  })

  it('needs a token and both parameters', async () => {
    expect((await call(t.app, 'GET', '/sys/checkRule/checkByCode?ruleCode=hs_code&value=1')).status).toBe(401)
    expectRefused(await call(t.app, 'GET', '/sys/checkRule/checkByCode?ruleCode=hs_code', token), 500)
  })
})
