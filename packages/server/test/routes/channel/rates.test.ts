import {
  costPlanResource,
  currencyRateResource,
  currencyResource,
  hsCodeResource,
  type PlanQuote,
} from '@portico/contract'
import Decimal from 'decimal.js'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { hsCodeLock, logisticsOrder, logisticsOrderItem, logisticsParcel } from '../../../src/db/schema'
import { rateOn } from '../../../src/services/rates/rate-on'
import { chinaDate } from '../../../src/services/shared/china-days'
import { call, withTestApp } from '../../helpers/app'
import { describeResource } from '../../helpers/resource-suite'

const t = withTestApp({ admin: 'admin', hr: 'wangfang', ops: 'zhangwei' })
const send = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  call<T>(t.app, method, path, t.admin, payload, { tenant_id: '1' })

const letters = (n: number) =>
  String.fromCharCode(65 + (n % 26)) + String.fromCharCode(65 + Math.floor(n / 26))

describeResource(t, {
  resource: currencyResource,
  sample: (n) => ({ code: `Q${letters(n)}`, name: `测试币${n}`, symbol: '¤', status: '1' }),
  change: { name: '测试币（改）', symbol: 'T$' },
  owner: 'admin',
  outsider: 'hr',
})

describeResource(t, {
  resource: currencyRateResource,
  sample: (n) => ({
    currencyCode: 'USD',
    rate: '7.12345600',
    effectiveDate: `2031-01-${String(n).padStart(2, '0')}`,
  }),
  change: { rate: '7.20000100', remark: '更正' },
  owner: 'admin',
  outsider: 'hr',
})

describeResource(t, {
  resource: costPlanResource,
  sample: (n) => ({
    name: `测试成本方案${n}`,
    channelCode: 'EUB-US',
    zoneCountries: 'DE',
    currencyCode: 'USD',
    pricingMode: 'FIRST_ADDITIONAL',
    firstWeight: '0.500',
    firstPrice: '10.00',
    additionalWeight: '0.500',
    additionalPrice: '3.50',
    registrationFee: '2.00',
    fuelSurchargePercent: '5.00',
    validFrom: `${2040 + n}-01-01`,
    validTo: `${2040 + n}-12-31`,
  }),
  change: { firstPrice: '11.00', remark: '调价' },
  owner: 'admin',
  outsider: 'hr',
})

describeResource(t, {
  resource: hsCodeResource,
  sample: (n) => ({
    code: `99${String(n).padStart(8, '0')}`,
    nameCn: `测试商品${n}`,
    firstUnit: '035',
    rebateRate: '13.00',
    status: '1',
  }),
  change: { nameEn: 'Test goods', rebateRate: '9.00' },
  owner: 'admin',
  outsider: 'hr',
})

describe('rates by date', () => {
  it('takes the latest rate on or before the date, CNY as 1, and names a missing one', async () => {
    const { db } = t.testDb.database
    expect(await rateOn(db, 'CNY', '2020-01-01')).toBe('1')
    const week = await rateOn(db, 'USD', '2025-11-03')
    expect(await rateOn(db, 'USD', '2025-11-09')).toBe(week) // next weekly rate starts 2025-11-10
    expect(await rateOn(db, 'USD', '2025-11-10')).not.toBe(week)
    await expect(rateOn(db, 'USD', '2025-01-01')).rejects.toThrow('USD 在 2025-01-01 没有汇率')
    const cny = await send('POST', '/channel/currencyRate/add', {
      currencyCode: 'CNY',
      rate: '1',
      effectiveDate: '2031-02-01',
    })
    expect(cny.body).toMatchObject({ success: false, message: 'CNY 是本位币，汇率恒为1，无需维护' })
    const twice = await send('POST', '/channel/currencyRate/add', {
      currencyCode: 'USD',
      rate: '7',
      effectiveDate: '2025-11-03',
    })
    expect(twice.body).toMatchObject({ success: false, message: 'USD 在 2025-11-03 已有汇率，请编辑该记录' })
  })
})

describe('plans', () => {
  const plan = {
    name: '日本EMS 冲突方案',
    channelCode: 'EMS-JP',
    zoneCountries: 'KR',
    currencyCode: 'CNY',
    pricingMode: 'BANDS',
    registrationFee: '0',
    fuelSurchargePercent: '0',
    validFrom: '2026-06-01',
  }

  it('refuses overlapping validity, negative prices, unknown currencies, and band gaps; prices a quote term by term', async () => {
    const overlap = await send('POST', '/channel/costPlan/add', plan)
    expect(overlap.body.success).toBe(false)
    expect(overlap.body.message).toMatch(/与方案「EMS日韩 成本价」（2025-01-01 至 长期）在 KR 的有效期重叠/)
    const negative = await send('POST', '/channel/costPlan/add', {
      ...plan,
      zoneCountries: 'GB',
      registrationFee: '-1',
    })
    expect(negative.body).toMatchObject({ success: false, message: '挂号费不能为负数' })
    const currency = await send('POST', '/channel/costPlan/add', {
      ...plan,
      zoneCountries: 'GB',
      currencyCode: 'XXX',
    })
    expect(currency.body.success).toBe(false)
    expect(currency.body.message).toMatch(/币种.*XXX.*不存在/)

    const added = await send<string>('POST', '/channel/costPlan/add', {
      ...plan,
      zoneCountries: 'GB',
      currencyCode: 'USD',
    })
    expect(added.body.success).toBe(true)
    const planId = added.body.result as string
    const gap = await send('POST', '/channel/costPlan/saveBands', {
      planId,
      bands: [
        { fromKg: '0', toKg: '1', priceKind: 'FIXED', price: '10' },
        { fromKg: '1.5', toKg: '3', priceKind: 'PER_KG', price: '8' },
      ],
    })
    expect(gap.body).toMatchObject({ success: false, message: '第2段与上一段之间有空档（1.000–1.500kg）' })
    const saved = await send('POST', '/channel/costPlan/saveBands', {
      planId,
      bands: [
        { fromKg: '0', toKg: '1', priceKind: 'FIXED', price: '10' },
        { fromKg: '1', toKg: '3', priceKind: 'PER_KG', price: '8.05' },
      ],
    })
    expect(saved.body.success).toBe(true)

    const quote = await send<PlanQuote>('POST', '/channel/costPlan/quote', {
      channelCode: 'EMS-JP',
      country: 'GB',
      date: '2026-06-02',
      weight: '1.01',
      length: '10',
      width: '10',
      height: '10',
    })
    expect(quote.body.result).toMatchObject({
      billableWeight: '1.500', // EMS-JP bills by 0.5 kg; 1.5 × 8.05 = 12.075 → 12.08 (HALF_UP)
      terms: {
        freight: '12.08',
        registrationFee: '0.00',
        fuelSurcharge: '0.00',
        total: '12.08',
        currency: 'USD',
      },
      cny: { currency: 'CNY' },
    })
    const beyond = await send('POST', '/channel/costPlan/quote', {
      channelCode: 'EMS-JP',
      country: 'GB',
      date: '2026-06-02',
      weight: '3.5',
    })
    expect(beyond.body).toMatchObject({ success: false, message: '重量 3.500kg 不在方案的任何重量段内' })
    const early = await send('POST', '/channel/costPlan/quote', {
      channelCode: 'EMS-JP',
      country: 'GB',
      date: '2026-05-01',
      weight: '1',
    })
    expect(early.body.message).toBe('渠道 EMS-JP 到 GB 在 2026-05-01 没有有效的成本方案')
  })

  it('prices a seeded sale plan for its customer and refuses a plan for an unbound channel', async () => {
    const quote = await send<PlanQuote>('POST', '/channel/salePlan/quote', {
      channelCode: 'EUB-US',
      country: 'US',
      customerId: 1001,
      date: '2026-03-01',
      weight: '0.35',
    })
    // 0.35 kg billed as 0.4 (0.1 kg increment) × USD 14.80 = 5.92; fuel 6% of it = 0.3552 → 0.36
    expect(quote.body.result).toMatchObject({
      billableWeight: '0.400',
      terms: {
        freight: '5.92',
        fuelSurcharge: '0.36',
        registrationFee: '3.20',
        total: '9.48',
        currency: 'USD',
      },
    })
    const unbound = await send('POST', '/channel/salePlan/add', {
      customerId: '1003',
      name: '未绑定',
      channelCode: 'EMS-JP',
      zoneCountries: 'JP',
      currencyCode: 'CNY',
      pricingMode: 'FIRST_ADDITIONAL',
      firstWeight: '0.5',
      firstPrice: '100',
      additionalWeight: '0.5',
      additionalPrice: '20',
      registrationFee: '0',
      fuelSurchargePercent: '0',
      validFrom: '2026-01-01',
    })
    expect(unbound.body).toMatchObject({
      success: false,
      message: '该客户未绑定此渠道，请先在「客户绑定渠道」中绑定',
    })
    const costs = await send<{ records: { planKind?: string; name: string }[] }>(
      'GET',
      '/channel/costPlan/list?pageSize=100',
    )
    expect(costs.body.result!.records.map((r) => r.name)).not.toContain('云帆 e邮宝美国 销售价')
  })

  it("refuses a quote over the channel's weight or size limits (EMS-JP: 30 kg, longest side 150 cm, sides 300 cm)", async () => {
    const quote = (measure: object) =>
      send<PlanQuote>('POST', '/channel/salePlan/quote', {
        channelCode: 'EMS-JP',
        country: 'JP',
        customerId: 1002,
        date: '2026-03-01',
        ...measure,
      })
    expect((await quote({ weight: '31' })).body).toMatchObject({
      success: false,
      message: '超过渠道限重30kg',
    })
    expect((await quote({ weight: '30.001' })).body.message).toBe('超过渠道限重30kg')
    const longSide = await quote({ weight: '5', length: '151', width: '10', height: '10' })
    expect(longSide.body).toMatchObject({ success: false, message: '最长边超过渠道限制150cm' })
    const sides = await quote({ weight: '5', length: '150', width: '100', height: '51' })
    expect(sides.body).toMatchObject({ success: false, message: '三边之和超过渠道限制300cm' })
    // At the limit: 30 kg = 0.5 kg first (118.00) + 59 × 0.5 kg (32.00 each) = 118 + 1,888 = 2,006.00 CNY
    const atLimit = await quote({ weight: '30' })
    expect(atLimit.body.result).toMatchObject({ billableWeight: '30.000', terms: { freight: '2006.00' } })
  })
})

describe("bills priced by the sale plan and the bill date's rate", () => {
  it('converts each line at the rate in force on the bill date, the latest one on or before it', async () => {
    const { db } = t.testDb.database
    await db.insert(logisticsParcel).values({
      id: 'rate-day-parcel',
      trackingNo: 'LX99000001CN',
      customerId: 1001,
      channelCode: 'EUB-US',
      destinationCountry: 'US',
      status: '3',
      actualWeight: '0.350',
      billableWeight: '0.400',
      outStoreTime: new Date('2025-12-10T09:00:00+08:00'),
      createTime: new Date(),
    })
    const generate = (billDate: string) =>
      send<{ id: string; totalAmount: string }>('POST', '/bill/customerBill/generate', {
        customerId: 1001,
        periodStart: '2025-12-01',
        periodEnd: '2025-12-31',
        billDate,
      })
    const lineOf = async (billId: string) =>
      (await send<Record<string, string>[]>('GET', `/bill/customerBill/lines?id=${billId}`)).body.result![0]
    // Sale plan 云帆 e邮宝美国: 0.4 kg × USD 14.80 = 5.92 + 3.20 registration + 6% fuel 0.36 = 9.48 USD.
    for (const [billDate, rateDay] of [
      ['2025-11-09', '2025-11-03'],
      ['2025-11-10', '2025-11-10'],
    ]) {
      const bill = (await generate(billDate)).body.result!
      const rate = await rateOn(db, 'USD', rateDay)
      const line = await lineOf(bill.id)
      expect(line).toMatchObject({ subtotal: '9.48', rate: new Decimal(rate).toFixed(8) })
      expect(line.amountCny).toBe(
        new Decimal('9.48').times(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
      )
      expect(bill.totalAmount).toBe(line.amountCny)
      expect((await send('DELETE', `/bill/customerBill/delete?id=${bill.id}`)).body.success).toBe(true)
    }
    expect((await generate('2025-01-01')).body).toMatchObject({
      success: false,
      message: '有1个包裹无法计价，未生成账单',
      result: { unpriced: [{ trackingNo: 'LX99000001CN', reason: 'USD 在 2025-01-01 没有汇率' }] },
    })
  })

  it("refuses to bill a parcel over its channel's weight limit, naming it (e邮宝: 2 kg)", async () => {
    await t.testDb.database.db.insert(logisticsParcel).values({
      id: 'over-limit-parcel',
      trackingNo: 'LX99000002CN',
      customerId: 1002,
      channelCode: 'EUB-US',
      destinationCountry: 'US',
      status: '3',
      actualWeight: '2.100',
      billableWeight: '2.100',
      outStoreTime: new Date('2025-12-10T09:00:00+08:00'),
      createTime: new Date(),
    })
    const refused = await send('POST', '/bill/customerBill/generate', {
      customerId: 1002,
      periodStart: '2025-12-01',
      periodEnd: '2025-12-31',
      billDate: '2025-12-31',
    })
    expect(refused.body).toMatchObject({
      success: false,
      result: { unpriced: [{ trackingNo: 'LX99000002CN', reason: '超过渠道限重2kg' }] },
    })
  })
})

describe('HS code daily lock', () => {
  it("locks the codes of today's out-stored parcels and refuses editing them until tomorrow", async () => {
    const { db } = t.testDb.database
    const now = new Date()
    const ops = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
      call<{ locked: number }>(t.app, method, path, t.ops, payload, { tenant_id: '1' })
    // The demo data may hold parcels out-stored today (it depends on the hour): lock theirs first. Its goods never
    // use 3924100000, so this parcel's code is locked by this test's own parcel alone.
    expect((await ops('POST', '/hscode/todayLock/lockNow')).body.success).toBe(true)
    await db.insert(logisticsOrder).values({
      id: 'hs-lock-order',
      platformOrderNo: 'HS-LOCK-1',
      platform: 'SHOPEE',
      customerId: 1001,
      channelCode: 'SLS-TW-AIR',
      buyerName: '林小姐',
      buyerCountry: 'TW',
      buyerAddress: '台北市信义区',
      declaredValue: '12.00',
      currency: 'USD',
    })
    await db.insert(logisticsOrderItem).values({
      id: 'hs-lock-item',
      orderId: 'hs-lock-order',
      nameCn: '塑料饭盒',
      nameEn: 'Lunch box',
      hsCode: '3924100000',
      quantity: 2,
      unitValue: '6.00',
    })
    await db.insert(logisticsParcel).values({
      id: 'hs-lock-parcel',
      trackingNo: 'TW000000000001',
      orderId: 'hs-lock-order',
      customerId: 1001,
      channelCode: 'SLS-TW-AIR',
      destinationCountry: 'TW',
      status: '3',
      outStoreTime: now,
    })
    const locked = await ops('POST', '/hscode/todayLock/lockNow')
    expect(locked.body).toMatchObject({ success: true, result: { locked: 1 } })
    expect((await ops('POST', '/hscode/todayLock/lockNow')).body.result).toMatchObject({ locked: 0 })

    const list = await send<{ records: { id: string; code: string }[] }>(
      'GET',
      '/hscode/hsCode/list?code=3924100000',
    )
    const row = list.body.result!.records[0]
    const edit = await send('PUT', '/hscode/hsCode/edit', { ...row, nameCn: '塑料餐具及厨具' })
    expect(edit.body).toMatchObject({
      success: false,
      message: 'HS编码 3924100000 今日已锁定（当日申报已使用），不能修改，请明日再操作',
    })
    // The lock is for today only: moved to yesterday, the edit goes through.
    await db.update(hsCodeLock).set({ lockDate: '2000-01-01' }).where(eq(hsCodeLock.code, '3924100000'))
    expect(
      (await send('PUT', '/hscode/hsCode/edit', { ...row, nameCn: '塑料餐具及厨具' })).body.success,
    ).toBe(true)
    const locks = await ops('GET', `/hscode/todayLock/list?code=3924100000`)
    expect(locks.body.success).toBe(true)
    expect(chinaDate(now)).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })
})
