import {
  type BillCountReport,
  type BillCountRow,
  customerPaymentResource,
  customerProfileResource,
  type MenuNode,
  type Page,
  type UserPermissions,
} from '@portico/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { customerProfile, logisticsParcel, sysTenant } from '../../../src/db/schema'
import { billingMonth } from '../../../src/services/billing/monthly-job'
import type { BillPricing } from '../../../src/services/billing/pricing'
import { API, call, withTestApp } from '../../helpers/app'
import { sumCents } from '../../helpers/cents'
import { sheetRecords } from '../../helpers/excel'
import { expectRefused } from '../../helpers/refusals'
import { describeResource } from '../../helpers/resource-suite'

/** USD 3.10/kg + 1.50 registration + 8% of freight fuel (each term rounded half up); NOPLAN has no sale plan. */
const pricing: BillPricing = {
  async quote(_tx, parcel) {
    if (parcel.channelCode === 'NOPLAN') return { ok: false, reason: '渠道 NOPLAN 没有该客户的有效销售方案' }
    const freight = (Math.round(Number(parcel.billableWeight) * 310) / 100).toFixed(2)
    const surcharge = (Math.round(Number(freight) * 8) / 100).toFixed(2)
    return { ok: true, value: { currency: 'USD', freight, registrationFee: '1.50', surcharge } }
  },
  async rateToCny(_tx, currency) {
    if (currency === 'CNY') return { ok: true, value: '1' }
    return currency === 'USD' ? { ok: true, value: '7.1234' } : { ok: false, reason: `${currency} 没有汇率` }
  },
}

const t = withTestApp(
  { admin: 'admin', hr: 'wangfang', ops: 'zhangwei', yunfan: 'yunfan', qihang: 'qihang' },
  { billPricing: pricing },
)

type Row = Record<string, unknown> & { id: string }
const db = () => t.testDb.database.db

describeResource(t, {
  resource: customerProfileResource,
  sample: (n) => ({
    companyName: `测试客户${n}有限公司`,
    creditCode: `91440300MA5G8K${String(n).padStart(3, '0')}X`,
    contact: '王测试',
    phone: '0755-88886666',
    settlement: 'MONTHLY',
    creditLimit: '1000.00',
  }),
  change: { contact: '李测试', creditLimit: '2500.50' },
  owner: 'admin',
  outsider: 'hr',
})

describeResource(t, {
  resource: customerPaymentResource,
  sample: (n) => ({
    customerId: n % 2 ? '1001' : '1002',
    payType: 'RECHARGE',
    amount: '100.00',
    currency: 'CNY',
    method: 'BANK',
    payTime: '2026-11-01 10:00:00',
  }),
  change: { referenceNo: 'BANK-REF-1', note: '已到账' },
  owner: 'admin',
  outsider: 'hr',
  customerUser: { alias: 'yunfan', customerId: 1001 },
})

const balanceOf = async (customerId: number) =>
  (
    await db()
      .select({ balance: customerProfile.balance })
      .from(customerProfile)
      .where(eq(customerProfile.customerId, customerId))
  )[0].balance

const pay = (form: Record<string, string>, token = t.ops) =>
  call<Row>(t.app, 'POST', '/customer/payCost/add', token, {
    currency: 'CNY',
    method: 'BANK',
    payTime: '2026-11-02 09:30:00',
    ...form,
  })

describe('customer center', () => {
  it('creates the tenant with a new customer, whose users are then scoped to it', async () => {
    const added = await call<string>(t.app, 'POST', '/customer/customerCenter/add', t.ops, {
      companyName: '杭州新开户贸易有限公司',
      creditCode: '91330100MA2H0X7Y4K',
      contact: '周新',
      phone: '0571-88001122',
      settlement: 'PREPAID',
    })
    expect(added.body).toMatchObject({ success: true })
    const profile = await call<Row>(
      t.app,
      'GET',
      `/customer/customerCenter/queryById?id=${added.body.result}`,
      t.ops,
    )
    const customerId = Number(profile.body.result!.customerId)
    expect(customerId).toBeGreaterThan(1003)
    expect(profile.body.result).toMatchObject({ balance: '0.00', companyName: '杭州新开户贸易有限公司' })
    const [tenant] = await db().select().from(sysTenant).where(eq(sysTenant.id, customerId))
    expect(tenant).toMatchObject({ name: '杭州新开户贸易有限公司', tenantType: 'customer' })
    const bad = await call(t.app, 'POST', '/customer/customerCenter/add', t.ops, {
      companyName: '坏代码公司',
      creditCode: '91330100MA2H0X7Y4',
      contact: '周',
      phone: '0571-88001122',
    })
    expectRefused(bad, 500)
    expect(bad.body.message).toContain('统一社会信用代码')
  })

  it('gives a customer user only the customer menus and read buttons', async () => {
    const { body } = await call<UserPermissions>(
      t.app,
      'GET',
      '/sys/permission/getUserPermissionByToken',
      t.yunfan,
    )
    const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])])
    const leaves = flatten(body.result!.menu)
      .filter((n) => !n.children?.length)
      .map((n) => n.path)
      .sort()
    expect(leaves).toEqual([
      '/bill/customer',
      '/customer/openApi',
      '/customer/payCost',
      '/dashboard/analysis',
      '/order/search',
      '/package/info',
      '/package/trajectory',
    ])
    const actions = body.result!.auth.map((a) => a.action)
    expect(actions).toEqual(
      expect.arrayContaining([
        'bill:customer:lines:exportXls',
        'bill:customer:list',
        'bill:customer:pdf',
        'customer:payCost:list',
        'dashboard:analysis:view',
      ]),
    )
    // What a customer's user may create or change is its own company's API keys and webhook endpoints, nothing else.
    const ownIntegration = /^customer:(apikey|webhook):/
    expect(actions.filter((a) => ownIntegration.test(a)).sort()).toEqual([
      'customer:apikey:add',
      'customer:apikey:list',
      'customer:apikey:revoke',
      'customer:webhook:add',
      'customer:webhook:delete',
      'customer:webhook:list',
      'customer:webhook:resend',
    ])
    expect(
      actions.filter((a) => /:(add|edit|delete|generate|status)/.test(a) && !ownIntegration.test(a)),
    ).toEqual([])
    expect(actions).not.toContain('dashboard:visit:view')
    expectRefused(await pay({ customerId: '1001', payType: 'RECHARGE', amount: '1.00' }, t.yunfan), 510)
  })
})

describe('payments and balance', () => {
  it('keeps the balance the exact sum of the payments and refuses going below the credit limit', async () => {
    // 1002 is prepaid: credit limit 0.
    const before = await balanceOf(1002)
    for (const amount of ['0.10', '0.20', '1234.57']) {
      expect((await pay({ customerId: '1002', payType: 'RECHARGE', amount })).body.success).toBe(true)
    }
    const expected = sumCents([before, '0.10', '0.20', '1234.57'])
    expect(await balanceOf(1002)).toBe(expected)
    const tooMuch = await pay({ customerId: '1002', payType: 'REFUND', amount: sumCents([expected, '0.01']) })
    expectRefused(tooMuch, 500)
    expect(tooMuch.body.message).toContain('余额不足')
    expect(await balanceOf(1002)).toBe(expected)
    const refund = await pay({ customerId: '1002', payType: 'REFUND', amount: expected })
    expect(refund.body.success).toBe(true)
    expect(await balanceOf(1002)).toBe('0.00')
    // 1001 is monthly with a 50,000.00 credit limit: it may go negative down to it.
    const start = await balanceOf(1001)
    const spend = sumCents([start, '50000.00'])
    expect((await pay({ customerId: '1001', payType: 'ADJUST_OUT', amount: spend })).body.success).toBe(true)
    expect(await balanceOf(1001)).toBe('-50000.00')
    expectRefused(await pay({ customerId: '1001', payType: 'ADJUST_OUT', amount: '0.01' }), 500)
    expect((await pay({ customerId: '1001', payType: 'RECHARGE', amount: spend })).body.success).toBe(true)
    expect(await balanceOf(1001)).toBe(start)
  })
})

let parcelCounter = 0
async function shipParcel(customerId: number, weight: string, outStore: string, channelCode = 'EUB-US') {
  const n = ++parcelCounter
  const id = `bill-parcel-${n}`
  await db()
    .insert(logisticsParcel)
    .values({
      id,
      trackingNo: `LX${String(n).padStart(8, '0')}CN`,
      customerId,
      channelCode,
      destinationCountry: 'US',
      status: '3',
      actualWeight: weight,
      billableWeight: weight,
      outStoreTime: new Date(`${outStore}+08:00`),
      createTime: new Date(),
    })
  return id
}

describe('customer bills', () => {
  const generate = (customerId: number, periodStart: string, periodEnd: string) =>
    call<Row>(t.app, 'POST', '/bill/customerBill/generate', t.ops, {
      customerId,
      periodStart,
      periodEnd,
      billDate: '2024-10-31',
    })

  it('bills each shipped parcel once at its sale price, converted exactly, and moves through its statuses', async () => {
    await shipParcel(1001, '0.350', '2024-10-01T00:00:00') // first instant of the period
    await shipParcel(1001, '1.200', '2024-10-31T23:59:59') // last second of the period
    await shipParcel(1001, '2.000', '2024-11-01T00:00:00') // next period
    await shipParcel(1002, '0.500', '2024-10-15T12:00:00') // another customer
    const noPlan = await shipParcel(1003, '0.800', '2024-10-10T08:00:00', 'NOPLAN')

    const generated = await generate(1001, '2024-10-01', '2024-10-31')
    expect(generated.body).toMatchObject({ success: true, result: { parcelCount: 2, status: '0' } })
    const bill = generated.body.result!
    const lines = await call<Row[]>(t.app, 'GET', `/bill/customerBill/lines?id=${bill.id}`, t.ops)
    // Priced by hand: 0.350 kg → 1.09 + 1.50 + 0.09 = 2.68 USD → 19.09 CNY; 1.200 kg → 3.72 + 1.50 + 0.30 = 5.52 → 39.32.
    expect(lines.body.result!.map((l) => [l.billableWeight, l.subtotal, l.subtotalCny, l.amountCny])).toEqual(
      [
        ['0.350', '2.68', '19.09', '19.09'],
        ['1.200', '5.52', '39.32', '39.32'],
      ],
    )
    expect(bill.totalAmount).toBe('58.41')

    const again = await generate(1001, '2024-10-15', '2024-11-15')
    expectRefused(again, 500)
    expect(again.body.message).toContain('该客户该期间已出账')
    // 2.000 kg → 6.20 + 1.50 + 0.50 = 8.20 USD → 58.41 CNY.
    const next = await generate(1001, '2024-11-01', '2024-11-30')
    expect(next.body.result).toMatchObject({ parcelCount: 1, totalAmount: '58.41' })

    const refused = await generate(1003, '2024-10-01', '2024-10-31')
    expectRefused(refused, 500)
    expect(refused.body.result).toEqual({
      unpriced: [
        { trackingNo: expect.stringMatching(/^LX/), reason: '渠道 NOPLAN 没有该客户的有效销售方案' },
      ],
    })
    expect(noPlan).toBeTruthy()

    const move = (action: string) =>
      call<Row>(t.app, 'POST', '/bill/customerBill/status', t.ops, { id: bill.id, action })
    expectRefused(await move('send'), 500)
    expect((await move('confirm')).body.result).toMatchObject({ status: '1' })
    expectRefused(await call(t.app, 'DELETE', `/bill/customerBill/delete?id=${bill.id}`, t.ops), 500)
    expect((await move('send')).body.result).toMatchObject({ status: '2' })
    expectRefused(
      await pay({ customerId: '1001', payType: 'BILL', amount: '58.40', billNo: String(bill.billNo) }),
      500,
    )
    const paid = await pay({
      customerId: '1001',
      payType: 'BILL',
      amount: '58.41',
      billNo: String(bill.billNo),
    })
    expect(paid.body.success).toBe(true)
    const after = await call<Row>(t.app, 'GET', `/bill/customerBill/queryById?id=${bill.id}`, t.ops)
    expect(after.body.result).toMatchObject({ status: '3', status_dictText: '已付款' })
    expectRefused(await move('dispute'), 500)

    // The customer sees its own bills and lines; another customer's bill is not there.
    const own = await call<Page<Row>>(t.app, 'GET', '/bill/customerBill/list', t.yunfan)
    expect(own.body.result!.records.map((r) => r.billNo).sort()).toEqual(
      [bill.billNo, next.body.result!.billNo].sort(),
    )
    const theirs = await call<Page<Row>>(t.app, 'GET', '/bill/customerBill/list', t.qihang)
    expect(theirs.body.result!.records).toEqual([])
    expectRefused(await call(t.app, 'GET', `/bill/customerBill/queryById?id=${bill.id}`, t.qihang), 500)
    expectRefused(await call(t.app, 'GET', `/bill/customerBill/lines?id=${bill.id}`, t.qihang), 500)
    expectRefused(await call(t.app, 'POST', '/bill/customerBill/generate', t.qihang, {}), 510)
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/jeecg-boot/bill/customerBill/exportPdf?id=${bill.id}`,
      headers: { 'x-access-token': t.yunfan },
    })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expectRefused(await call(t.app, 'GET', `/bill/customerBill/exportPdf?id=${bill.id}`, t.qihang), 500)
  })
})

describe('deductions and advanced taxes on the bill', () => {
  const generate = (customerId: number, periodStart: string, periodEnd: string) =>
    call<Row>(t.app, 'POST', '/bill/customerBill/generate', t.admin, {
      customerId,
      periodStart,
      periodEnd,
      billDate: '2025-04-30',
    })
  const deduct = (
    trackingNo: string,
    deductType: string,
    amount: string,
    currency: string,
    deductTime: string,
  ) =>
    call<Row>(t.app, 'POST', '/customs/deduct/add', t.admin, {
      trackingNo,
      deductType,
      amount,
      currency,
      payer: '海关',
      deductTime,
      reference: `BILL-${deductType}-${deductTime.slice(0, 10)}`,
    })
  const trackingOf = async (id: string) =>
    (await db().select().from(logisticsParcel).where(eq(logisticsParcel.id, id)))[0].trackingNo

  it("bills the month's deductions once: taxes and fees as charges, the total their exact sum with the freight", async () => {
    const parcel = await trackingOf(await shipParcel(1001, '1.000', '2025-03-10T09:00:00'))
    const other = await trackingOf(await shipParcel(1002, '1.000', '2025-03-10T09:00:00'))
    for (const [type, amount, currency, time] of [
      ['DUTY', '12.34', 'CNY', '2025-03-11 10:00:00'],
      ['VAT', '5.67', 'CNY', '2025-03-20 09:00:00'],
      ['INSPECTION', '2.00', 'USD', '2025-03-25 15:00:00'],
      ['AGENCY', '3.00', 'CNY', '2025-04-02 08:00:00'], // next month
    ]) {
      expect((await deduct(parcel, type, amount, currency, time)).body.success).toBe(true)
    }
    expect((await deduct(other, 'EXCISE', '9.99', 'CNY', '2025-03-12 10:00:00')).body.success).toBe(true)

    const march = await generate(1001, '2025-03-01', '2025-03-31')
    // Freight by hand: 1.000 kg → 3.10 + 1.50 + 0.25 = 4.85 USD × 7.1234 = 34.548… → 34.55.
    // Taxes 12.34 + 5.67 = 18.01; fees: USD 2.00 × 7.1234 = 14.2468 → 14.25; total 34.55 + 18.01 + 14.25 = 66.81.
    expect(march.body.result).toMatchObject({
      parcelCount: 1,
      freightAmount: '34.55',
      taxAmount: '18.01',
      feeAmount: '14.25',
      totalAmount: '66.81',
    })
    const billId = march.body.result!.id
    const charges = await call<Row[]>(t.app, 'GET', `/bill/customerBill/charges?id=${billId}`, t.yunfan)
    expect(
      charges.body.result!.map((c) => [c.deductType, c.trackingNo, c.currency, c.amount, c.amountCny]),
    ).toEqual([
      ['DUTY', parcel, 'CNY', '12.34', '12.34'],
      ['VAT', parcel, 'CNY', '5.67', '5.67'],
      ['INSPECTION', parcel, 'USD', '2.00', '14.25'],
    ])
    expectRefused(await call(t.app, 'GET', `/bill/customerBill/charges?id=${billId}`, t.qihang), 500)
    const sheet = await t.app.inject({
      method: 'GET',
      url: `${API}/bill/customerBill/exportLinesXls?id=${billId}`,
      headers: { 'x-access-token': t.admin },
    })
    const { subtitle, rows } = await sheetRecords(sheet.rawPayload)
    expect(subtitle).toContain('运费 34.55 元　代垫税费 18.01 元　代扣费用 14.25 元　合计 66.81 元')
    expect(rows.map((r) => [r.渠道, r['金额(CNY)']])).toEqual([
      ['EUB-US', '34.55'],
      ['关税', '12.34'],
      ['增值税', '5.67'],
      ['查验费', '14.25'],
    ])

    // A billed deduction is what the bill shows: neither changed nor deleted.
    const duty = charges.body.result![0]
    const edited = await call(t.app, 'PUT', '/customs/deduct/edit', t.admin, {
      id: duty.deductionId,
      amount: '1.00',
    })
    expectRefused(edited, 500)
    expect(edited.body.message).toContain('扣款已计入账单')
    const deleted = await call(t.app, 'DELETE', `/customs/deduct/delete?id=${duty.deductionId}`, t.admin)
    expectRefused(deleted, 500)

    // April has no parcel, only the agency fee: it is still billed, once.
    const april = await generate(1001, '2025-04-01', '2025-04-30')
    expect(april.body.result).toMatchObject({
      parcelCount: 0,
      freightAmount: '0.00',
      taxAmount: '0.00',
      feeAmount: '3.00',
      totalAmount: '3.00',
    })
    // Deleting the draft makes its deductions billable again.
    await call(t.app, 'DELETE', `/bill/customerBill/delete?id=${april.body.result!.id}`, t.admin)
    expect((await generate(1001, '2025-04-01', '2025-04-30')).body.result).toMatchObject({
      totalAmount: '3.00',
    })
  })
})

describe('bill lines export and 账单统计', () => {
  const generate = (customerId: number, periodStart: string, periodEnd: string) =>
    call<Row>(t.app, 'POST', '/bill/customerBill/generate', t.ops, { customerId, periodStart, periodEnd })
  const download = (path: string, token: string) =>
    t.app.inject({ method: 'GET', url: `${API}${path}`, headers: { 'x-access-token': token } })

  it("exports a bill's lines as shown, and totals bills per customer and month exactly", async () => {
    // USD 3.10/kg + 1.50 + 8% fuel at 7.1234: 0.5 kg → 3.17 USD → 22.58; 1.0 kg → 4.85 → 34.55; 0.2 kg → 2.17 → 15.46
    await shipParcel(1002, '0.500', '2024-12-03T10:00:00')
    await shipParcel(1002, '1.000', '2024-12-28T16:00:00')
    await shipParcel(1002, '0.200', '2025-01-09T08:00:00')
    const december = (await generate(1002, '2024-12-01', '2024-12-31')).body.result!
    const january = (await generate(1002, '2025-01-01', '2025-01-31')).body.result!
    expect([december.totalAmount, january.totalAmount]).toEqual(['57.13', '15.46'])
    await call(t.app, 'POST', '/bill/customerBill/status', t.ops, { id: december.id, action: 'confirm' })

    const sheet = await download(`/bill/customerBill/exportLinesXls?id=${december.id}`, t.qihang)
    expect(sheet.statusCode).toBe(200)
    const { title, subtitle, rows } = await sheetRecords(sheet.rawPayload)
    expect(title).toBe(`账单明细 ${december.billNo}`)
    expect(subtitle).toContain('合计 57.13 元')
    expect(rows.map((r) => [r['计费重(kg)'], r.小计, r['金额(CNY)']])).toEqual([
      ['0.500', '3.17', '22.58'],
      ['1.000', '4.85', '34.55'],
    ])
    expectRefused(await download(`/bill/customerBill/exportLinesXls?id=${december.id}`, t.yunfan), 500)
    expectRefused(await download(`/bill/customerBill/exportLinesXls?id=${december.id}`, t.hr), 510)

    const query = '?monthFrom=2024-12&monthTo=2025-01&customerId=1002'
    const report = (await call<BillCountReport>(t.app, 'GET', `/bill/billCount/list${query}`, t.ops)).body
      .result!
    const pick = (row: BillCountRow) => [
      row.month,
      row.billCount,
      row.parcelCount,
      row.billableWeight,
      row.totalAmount,
      row.draftAmount,
      row.confirmedAmount,
      row.paidAmount,
      row.outstandingAmount,
    ]
    expect(report.rows.map(pick)).toEqual([
      ['2025-01', 1, 1, '0.200', '15.46', '15.46', '0.00', '0.00', '0.00'],
      ['2024-12', 1, 2, '1.500', '57.13', '0.00', '57.13', '0.00', '57.13'],
    ])
    expect(report.rows[0].customerName).toBe(report.rows[1].customerName)
    expect(pick(report.totals)).toEqual(['', 2, 3, '1.700', '72.59', '15.46', '57.13', '0.00', '57.13'])
    const exported = await sheetRecords(
      (await download(`/bill/billCount/exportXls${query}`, t.ops)).rawPayload,
    )
    expect(exported.rows.map((r) => [r.客户, r.月份, r.账单金额, r.未付款])).toEqual([
      [report.rows[0].customerName, '2025-01', '15.46', '0.00'],
      [report.rows[1].customerName, '2024-12', '57.13', '57.13'],
      ['合计', '', '72.59', '57.13'],
    ])
    expect((await call(t.app, 'GET', '/bill/billCount/list?monthFrom=2024-13', t.ops)).body.message).toBe(
      '统计月份须为 yyyy-MM',
    )
    expect(
      (await call(t.app, 'GET', '/bill/billCount/list?monthFrom=2025-02&monthTo=2025-01', t.ops)).body
        .message,
    ).toBe('结束月份不能早于开始月份')
    expectRefused(await call(t.app, 'GET', '/bill/billCount/list', t.qihang), 510)
  })
})

describe('monthly bill job', () => {
  it('bills last month by default, or the month given', () => {
    expect(billingMonth(null, new Date('2026-01-05T01:00:00+08:00'))).toEqual({
      periodStart: '2025-12-01',
      periodEnd: '2025-12-31',
    })
    expect(billingMonth('2028-02')).toEqual({ periodStart: '2028-02-01', periodEnd: '2028-02-29' })
    expect(() => billingMonth('2026-13')).toThrow('yyyy-MM')
  })
})
