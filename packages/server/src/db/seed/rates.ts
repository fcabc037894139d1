import { seedId } from '../../services/shared/ids'
import type { Db } from '../client'
import { currency, currencyRate, customerChannel, ratePlan, ratePlanBand } from '../schema'
import { seedCustomerTenants } from './customer-tenants'

/** ISO 4217 code, name, symbol, minor units, and a mid rate to CNY around which the demo rates move. */
const CURRENCIES: [string, string, string, number, string][] = [
  ['CNY', '人民币', '¥', 2, '1'],
  ['USD', '美元', '$', 2, '7.1800'],
  ['EUR', '欧元', '€', 2, '7.8200'],
  ['GBP', '英镑', '£', 2, '9.1500'],
  ['JPY', '日元', '¥', 0, '0.048200'],
  ['KRW', '韩元', '₩', 0, '0.005210'],
  ['HKD', '港币', 'HK$', 2, '0.921500'],
  ['TWD', '新台币', 'NT$', 2, '0.224800'],
  ['MYR', '马来西亚林吉特', 'RM', 2, '1.612000'],
  ['SGD', '新加坡元', 'S$', 2, '5.386000'],
  ['THB', '泰铢', '฿', 2, '0.204600'],
  ['AUD', '澳大利亚元', 'A$', 2, '4.712000'],
]

/** Weekly rates for a year from this Monday on: a small deterministic swing around the mid rate. */
const FIRST_RATE_DAY = Date.UTC(2025, 10, 3)
const WEEKS = 53

function demoRates(now: Date) {
  const rows: (typeof currencyRate.$inferInsert)[] = []
  CURRENCIES.forEach(([code, , , , mid], k) => {
    if (code === 'CNY') return
    for (let week = 0; week < WEEKS; week++) {
      // Demo figures only: a float swing, stored as a 6-decimal string like a published rate.
      const swing = 1 + Math.sin(week / 5 + k) * 0.015 + Math.sin(week / 1.7 + 2 * k) * 0.004
      const day = new Date(FIRST_RATE_DAY + week * 7 * 86_400_000).toISOString().slice(0, 10)
      rows.push({
        id: seedId(`rate:${code}:${day}`),
        currencyCode: code,
        rate: (Number(mid) * swing).toFixed(6),
        effectiveDate: day,
        remark: '中国银行外汇中间价（演示）',
        createBy: 'admin',
        createTime: now,
      })
    }
  })
  return rows
}

type Band = [from: string, to: string, kind: 'PER_KG' | 'FIXED', price: string]
interface PlanSeed {
  key: string
  planKind: 'cost' | 'sale'
  name: string
  channelCode: string
  customerId?: number
  zoneCountries: string
  currencyCode: string
  firstWeight?: string
  firstPrice?: string
  additionalWeight?: string
  additionalPrice?: string
  bands?: Band[]
  registrationFee: string
  fuelSurchargePercent: string
}

/** Real-looking carrier costs and customer prices of the demo channels. */
const PLANS: PlanSeed[] = [
  {
    key: 'cost:SLS-TW-AIR',
    planKind: 'cost',
    name: '虾皮台湾空运 成本价',
    channelCode: 'SLS-TW-AIR',
    zoneCountries: 'TW',
    currencyCode: 'CNY',
    bands: [
      ['0', '0.5', 'FIXED', '12.00'],
      ['0.5', '1', 'FIXED', '18.00'],
      ['1', '3', 'PER_KG', '16.00'],
      ['3', '20', 'PER_KG', '14.50'],
    ],
    registrationFee: '0',
    fuelSurchargePercent: '0',
  },
  {
    key: 'cost:EUB-US',
    planKind: 'cost',
    name: 'e邮宝美国 成本价',
    channelCode: 'EUB-US',
    zoneCountries: 'US',
    currencyCode: 'CNY',
    bands: [['0', '2', 'PER_KG', '92.00']],
    registrationFee: '18.00',
    fuelSurchargePercent: '0',
  },
  {
    key: 'cost:EMS-JP',
    planKind: 'cost',
    name: 'EMS日韩 成本价',
    channelCode: 'EMS-JP',
    zoneCountries: 'JP,KR',
    currencyCode: 'CNY',
    firstWeight: '0.5',
    firstPrice: '96.00',
    additionalWeight: '0.5',
    additionalPrice: '25.00',
    registrationFee: '0',
    fuelSurchargePercent: '8.5',
  },
  {
    key: 'cost:LEX-MY',
    planKind: 'cost',
    name: 'Lazada马新 成本价',
    channelCode: 'LEX-MY',
    zoneCountries: 'MY,SG',
    currencyCode: 'MYR',
    firstWeight: '0.5',
    firstPrice: '6.50',
    additionalWeight: '0.5',
    additionalPrice: '3.00',
    registrationFee: '0',
    fuelSurchargePercent: '5',
  },
  {
    key: 'sale:1001:SLS-TW-AIR',
    planKind: 'sale',
    name: '云帆 虾皮台湾 销售价',
    channelCode: 'SLS-TW-AIR',
    customerId: 1001,
    zoneCountries: 'TW',
    currencyCode: 'CNY',
    bands: [
      ['0', '0.5', 'FIXED', '15.00'],
      ['0.5', '1', 'FIXED', '22.00'],
      ['1', '3', 'PER_KG', '19.50'],
      ['3', '20', 'PER_KG', '17.80'],
    ],
    registrationFee: '1.50',
    fuelSurchargePercent: '0',
  },
  {
    key: 'sale:1001:EUB-US',
    planKind: 'sale',
    name: '云帆 e邮宝美国 销售价',
    channelCode: 'EUB-US',
    customerId: 1001,
    zoneCountries: 'US',
    currencyCode: 'USD',
    bands: [['0', '2', 'PER_KG', '14.80']],
    registrationFee: '3.20',
    fuelSurchargePercent: '6',
  },
  {
    key: 'sale:1002:EUB-US',
    planKind: 'sale',
    name: '启航 e邮宝美国 销售价',
    channelCode: 'EUB-US',
    customerId: 1002,
    zoneCountries: 'US',
    currencyCode: 'CNY',
    bands: [['0', '2', 'PER_KG', '108.00']],
    registrationFee: '22.00',
    fuelSurchargePercent: '0',
  },
  {
    key: 'sale:1002:EMS-JP',
    planKind: 'sale',
    name: '启航 EMS日韩 销售价',
    channelCode: 'EMS-JP',
    customerId: 1002,
    zoneCountries: 'JP,KR',
    currencyCode: 'CNY',
    firstWeight: '0.5',
    firstPrice: '118.00',
    additionalWeight: '0.5',
    additionalPrice: '32.00',
    registrationFee: '0',
    fuelSurchargePercent: '8.5',
  },
  {
    // 启航 sells on Shopee Malaysia too: the simulated demo ships its orders on LEX-MY.
    key: 'sale:1002:LEX-MY',
    planKind: 'sale',
    name: '启航 Lazada马新 销售价',
    channelCode: 'LEX-MY',
    customerId: 1002,
    zoneCountries: 'MY,SG',
    currencyCode: 'CNY',
    firstWeight: '0.5',
    firstPrice: '36.00',
    additionalWeight: '0.5',
    additionalPrice: '16.00',
    registrationFee: '2.00',
    fuelSurchargePercent: '5',
  },
  {
    key: 'sale:1003:LEX-MY',
    planKind: 'sale',
    name: '南沙优选 Lazada马新 销售价',
    channelCode: 'LEX-MY',
    customerId: 1003,
    zoneCountries: 'MY,SG',
    currencyCode: 'MYR',
    firstWeight: '0.5',
    firstPrice: '8.90',
    additionalWeight: '0.5',
    additionalPrice: '3.90',
    registrationFee: '0.50',
    fuelSurchargePercent: '5',
  },
  {
    key: 'sale:1003:SLS-TW-AIR',
    planKind: 'sale',
    name: '南沙优选 虾皮台湾 销售价',
    channelCode: 'SLS-TW-AIR',
    customerId: 1003,
    zoneCountries: 'TW',
    currencyCode: 'TWD',
    bands: [
      ['0', '1', 'FIXED', '95.00'],
      ['1', '20', 'PER_KG', '82.00'],
    ],
    registrationFee: '5.00',
    fuelSurchargePercent: '0',
  },
]

/**
 * Currencies with a year of weekly rates, the customer companies, their channel bindings and the cost and sale plans
 * of the demo channels (idempotent: rows are keyed by seed ids).
 */
export async function seedRates(db: Db, now: Date): Promise<void> {
  await seedCustomerTenants(db, now)
  await db
    .insert(currency)
    .values(
      CURRENCIES.map(([code, name, symbol, minorUnits]) => ({
        id: seedId(`currency:${code}`),
        code,
        name,
        symbol,
        minorUnits,
        createBy: 'admin',
        createTime: now,
      })),
    )
    .onConflictDoNothing()
  await db.insert(currencyRate).values(demoRates(now)).onConflictDoNothing()
  const bindings = PLANS.filter((p) => p.planKind === 'sale').map((p) => ({
    id: seedId(`customer-channel:${p.customerId}:${p.channelCode}`),
    customerId: p.customerId as number,
    channelCode: p.channelCode,
    createBy: 'admin',
    createTime: now,
  }))
  await db.insert(customerChannel).values(bindings).onConflictDoNothing()
  const inserted = await db
    .insert(ratePlan)
    .values(
      PLANS.map(({ key, bands, customerId, ...plan }) => ({
        ...plan,
        id: seedId(`rate-plan:${key}`),
        customerId: customerId ?? null,
        pricingMode: bands ? 'BANDS' : 'FIRST_ADDITIONAL',
        validFrom: '2025-01-01',
        createBy: 'admin',
        createTime: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: ratePlan.id })
  const fresh = new Set(inserted.map((row) => row.id))
  const bandRows = PLANS.flatMap(({ key, bands }) =>
    fresh.has(seedId(`rate-plan:${key}`))
      ? (bands ?? []).map(([fromKg, toKg, priceKind, price], index) => ({
          id: seedId(`rate-band:${key}:${index}`),
          planId: seedId(`rate-plan:${key}`),
          fromKg,
          toKg,
          priceKind,
          price,
          orderNum: index + 1,
        }))
      : [],
  )
  if (bandRows.length) await db.insert(ratePlanBand).values(bandRows).onConflictDoNothing()
}
