import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from '@portico/contract'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  currencyRate,
  customerBill,
  customsDataBatch,
  customsDeclaration,
  sysAnnouncement,
  sysQuartzJob,
  sysUser,
} from '../../../src/db/schema'
import { PURGE_LOGS_JOB } from '../../../src/services/scheduler/job-classes'
import type { QuartzJobRecord } from '../../../src/services/scheduler/quartz-jobs'
import { chinaDate } from '../../../src/services/shared/china-days'
import { call, withTestApp } from '../../helpers/app'
import { parcelFixture } from '../../helpers/parcels'

const BASE = '/sys/quartzJob'
const RATE_REFRESH_JOB = 'portico.job.ExchangeRateRefreshJob'
const NEVER_BY_ITSELF = '0 0 3 1 1 ? 2099'
const t = withTestApp({ admin: 'admin' }, { outboundPolicy: { allowLoopbackHttp: true } })

let source: Server
let sourceBody = ''
let sourceUrl = ''
beforeAll(async () => {
  source = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json')
    response.end(sourceBody)
  })
  await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve))
  sourceUrl = `http://127.0.0.1:${(source.address() as AddressInfo).port}/rates`
})
afterAll(async () => {
  await new Promise((resolve) => source.close(resolve))
})

const add = (jobClassName: string, parameter: string, description = '') =>
  call(t.app, 'POST', `${BASE}/add`, t.admin, {
    jobClassName,
    cronExpression: NEVER_BY_ITSELF,
    parameter,
    description,
    status: -1,
  })
const jobsOf = async (jobClassName: string) =>
  (await call<Page<QuartzJobRecord>>(t.app, 'GET', `${BASE}/list?jobClassName=${jobClassName}`, t.admin)).body
    .result!.records
const execute = (id: string) => call<string>(t.app, 'GET', `${BASE}/execute?id=${id}`, t.admin)

describe('job classes', () => {
  it('one class runs as several jobs, each with its own 参数', async () => {
    expect((await add(PURGE_LOGS_JOB, '7', '短期')).body.success).toBe(true)
    expect((await add(PURGE_LOGS_JOB, '{"days": 90}', '长期')).body.success).toBe(true)
    const jobs = await jobsOf(PURGE_LOGS_JOB)
    const short = jobs.find((j) => j.description === '短期')!
    const long = jobs.find((j) => j.description === '长期')!
    expect((await execute(short.id)).body.result).toMatch(/^清理7天前的运行日志\d+条$/)
    expect((await execute(long.id)).body.result).toMatch(/^清理90天前的运行日志\d+条$/)
    // Editing one keeps the other.
    const edited = await call(t.app, 'PUT', `${BASE}/edit`, t.admin, { ...short, parameter: '14' })
    expect(edited.body.success).toBe(true)
    const after = await jobsOf(PURGE_LOGS_JOB)
    expect(after.find((j) => j.id === short.id)!.parameter).toBe('14')
    expect(after.find((j) => j.id === long.id)!.parameter).toBe('{"days": 90}')
  })

  it('lists each class with its 参数 schema', async () => {
    const { body } = await call<
      {
        value: string
        text: string
        parameterHint: string | null
        parameters: { name: string; required: boolean }[]
      }[]
    >(t.app, 'GET', `${BASE}/jobClassList`, t.admin)
    const refresh = body.result!.find((c) => c.value === RATE_REFRESH_JOB)!
    expect(refresh.text).toBe('刷新汇率')
    expect(refresh.parameters.map((p) => [p.name, p.required])).toEqual([
      ['url', true],
      ['currencies', false],
    ])
    expect(refresh.parameterHint).toMatch(/^JSON：url（/)
    expect(body.result!.find((c) => c.value === PURGE_LOGS_JOB)!.parameterHint).toBe(
      '保留天数：1-3650的整数，默认30',
    )
  })

  it('refuses a 参数 its class’s schema does not allow, on add and on edit, writing nothing', async () => {
    const before = (await jobsOf(RATE_REFRESH_JOB)).length
    const refusals: [string, string][] = [
      ['', '缺少参数：汇率源地址（url）'],
      [
        '{"url": "ftp://rates.example"}',
        '汇率源地址（url）应为https地址，返回{"rates":{"USD":"7.1"}}，实际为：ftp://rates.example',
      ],
      [
        '{"url": "https://rates.example", "currencies": ["USD", "usd"]}',
        '币种（currencies）中的「usd」不是三位币种代码（如USD）',
      ],
      ['{"url": "https://rates.example", "cron": 1}', '参数含有未知字段：cron（可用：url, currencies）'],
      ['{"url": ', '参数不是合法的JSON：{"url":'],
      ['https://rates.example', '参数应为JSON对象，字段：url, currencies'],
    ]
    for (const [parameter, message] of refusals) {
      const { status, body } = await add(RATE_REFRESH_JOB, parameter)
      expect([status, body.code, body.message], parameter).toEqual([200, 500, message])
    }
    expect((await add('portico.job.PurgeExpiredSessionsJob', '5')).body.message).toBe(
      '该任务不需要参数，实际为：5',
    )
    expect(await jobsOf(RATE_REFRESH_JOB)).toHaveLength(before)
    const [logs] = await jobsOf(PURGE_LOGS_JOB)
    const edit = await call(t.app, 'PUT', `${BASE}/edit`, t.admin, { ...logs, parameter: '{"days": 0}' })
    expect([edit.status, edit.body.code, edit.body.message]).toEqual([
      200,
      500,
      '保留天数（days）应为1-3650的整数，实际为：0',
    ])
    expect((await jobsOf(PURGE_LOGS_JOB)).find((j) => j.id === logs!.id)!.parameter).toBe(logs!.parameter)
  })
})

describe('刷新汇率', () => {
  const today = chinaDate(new Date())
  const rateOn = async (code: string) =>
    (
      await t.testDb.database.db
        .select({ rate: currencyRate.rate, version: currencyRate.version })
        .from(currencyRate)
        .where(and(eq(currencyRate.currencyCode, code), eq(currencyRate.effectiveDate, today)))
    )[0]

  it('writes today’s rate of the currencies asked for from the source, exactly as published', async () => {
    sourceBody = JSON.stringify({ rates: { USD: '7.12345678', EUR: 7.8, GBP: '9.1' } })
    await add(RATE_REFRESH_JOB, JSON.stringify({ url: sourceUrl, currencies: ['USD', 'EUR'] }), '美元欧元')
    const [job] = await jobsOf(RATE_REFRESH_JOB)
    const run = await execute(job!.id)
    expect(run.body.result).toBe(`${today} 更新汇率2个：USD=7.12345678, EUR=7.8`)
    expect(await rateOn('USD')).toEqual({ rate: '7.12345678', version: expect.any(Number) })
    expect((await rateOn('EUR'))!.rate).toBe('7.80000000')
    // GBP was not asked for.
    const gbp = await rateOn('GBP')
    expect(gbp?.rate).not.toBe('9.10000000')
    // Run again with a new figure: today's row is replaced, not duplicated.
    const first = (await rateOn('USD'))!.version
    sourceBody = JSON.stringify({ rates: { USD: '7.2', EUR: 'n/a' } })
    expect((await execute(job!.id)).body.result).toBe(`${today} 更新汇率1个：USD=7.2；汇率源缺少或无效：EUR`)
    expect(await rateOn('USD')).toEqual({ rate: '7.20000000', version: first + 1 })
  })

  it('a source that is down fails the run with the reason', async () => {
    sourceBody = 'not json'
    const [job] = await jobsOf(RATE_REFRESH_JOB)
    const run = await execute(job!.id)
    expect(run.status).toBe(500)
    expect(run.body.message).toBe('执行失败!汇率源返回的不是JSON')
    await t.testDb.database.db.delete(sysQuartzJob).where(eq(sysQuartzJob.id, job!.id))
  })
})

describe('对账提醒', () => {
  const STATEMENT_REMINDER_JOB = 'portico.job.StatementReminderJob'
  const daysAgo = (days: number) => chinaDate(new Date(Date.now() - days * 24 * 60 * 60 * 1000))
  const bill = (id: string, status: string, billDate: string, periodStart: string) => ({
    id,
    billNo: `BILL-${id}`,
    customerId: 1001,
    periodStart,
    periodEnd: periodStart.replace(/-01$/, '-28'),
    billDate,
    parcelCount: 1,
    taxAmount: '0.00',
    totalAmount: '12.30',
    status,
  })

  it('reminds every active user of the customer of a bill sent 7+ days ago and still unconfirmed, once a day', async () => {
    const db = t.testDb.database.db
    await db
      .insert(customerBill)
      .values([
        bill('remind-me', '2', daysAgo(10), '2020-01-01'),
        bill('too-recent', '2', daysAgo(2), '2020-02-01'),
        bill('confirmed', '1', daysAgo(30), '2020-03-01'),
      ])
    const users = await db
      .select({ id: sysUser.id })
      .from(sysUser)
      .where(
        and(
          sql`'1001' = any(string_to_array(${sysUser.relTenantIds}, ','))`,
          eq(sysUser.delFlag, 0),
          eq(sysUser.status, 1),
        ),
      )
    expect(users.length).toBeGreaterThan(0)
    await add(STATEMENT_REMINDER_JOB, '7', '七天未确认')
    const [job] = await jobsOf(STATEMENT_REMINDER_JOB)
    const first = await execute(job!.id)
    // Other seeded sent bills may be due too: count this one's notices.
    expect(first.body.success).toBe(true)
    const notices = await db
      .select({
        userIds: sysAnnouncement.userIds,
        titile: sysAnnouncement.titile,
        abstract: sysAnnouncement.msgAbstract,
      })
      .from(sysAnnouncement)
      .where(and(eq(sysAnnouncement.busType, 'bill_reminder'), eq(sysAnnouncement.busId, 'remind-me')))
    expect(notices.map((n) => n.userIds).sort()).toEqual(users.map((u) => `${u.id},`).sort())
    expect(notices[0]!.titile).toBe('账单BILL-remind-me待确认')
    expect(notices[0]!.abstract).toContain('合计 12.30）已发送10天')
    for (const other of ['too-recent', 'confirmed']) {
      const none = await db.select().from(sysAnnouncement).where(eq(sysAnnouncement.busId, other))
      expect(none, other).toHaveLength(0)
    }
    // The same day again: nothing new.
    expect((await execute(job!.id)).body.result).toBe('提醒账单0张，发送消息0条')
  })
})

describe('报关回执拉取', () => {
  it('applies the 回执 the gateway answers as the file import does, listing the ones it cannot apply', async () => {
    const db = t.testDb.database.db
    const parcel = await parcelFixture(db, 91_001, 1001, '3')
    await db.insert(customsDataBatch).values({
      id: 'poll-batch',
      batchNo: 'SJ-POLL-1',
      outBatchNos: 'CK-POLL-1',
      channelCode: 'EUB-US',
    })
    await db.insert(customsDeclaration).values({
      id: 'poll-declaration',
      declarationNo: 'QD-POLL-0001',
      dataBatchId: 'poll-batch',
      dataBatchNo: 'SJ-POLL-1',
      parcelId: parcel.id,
      trackingNo: parcel.trackingNo!,
      orderId: parcel.orderId!,
      platformOrderNo: 'SO-91001',
      customerId: 1001,
      status: '1',
      buyerName: 'John Smith',
      orderAmount: '10.00',
      currency: 'USD',
    })
    sourceBody = JSON.stringify({
      responses: [
        { declarationNo: 'QD-POLL-0001', code: '800', message: '放行' },
        { declarationNo: 'QD-NO-SUCH', code: '800' },
        { trackingNo: parcel.trackingNo, code: '999' },
      ],
    })
    await add('portico.job.CustomsResponsePollJob', JSON.stringify({ url: sourceUrl }), '回执')
    const [job] = await jobsOf('portico.job.CustomsResponsePollJob')
    const run = await execute(job!.id)
    expect(run.body.result).toBe(
      '回执3条：已处理1条；未处理2条：第2条：未找到报关单：QD-NO-SUCH；第3条：回执代码「999」无效，可选：800 放行、100 退单、500 查验',
    )
    const [declaration] = await db
      .select({ status: customsDeclaration.status, message: customsDeclaration.responseMessage })
      .from(customsDeclaration)
      .where(eq(customsDeclaration.id, 'poll-declaration'))
    expect(declaration).toEqual({ status: '3', message: '放行' })
    // Polled again, the same 回执 is not applied twice.
    sourceBody = JSON.stringify({ responses: [{ declarationNo: 'QD-POLL-0001', code: '800' }] })
    expect((await execute(job!.id)).body.result).toMatch(
      /^回执1条：已处理0条；未处理1条：第1条：报关单 QD-POLL-0001 当前为「/,
    )
  })
})
