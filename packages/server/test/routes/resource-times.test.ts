import type { Page, Resource } from '@portico/contract'
import * as contract from '@portico/contract'
import { describe, expect, it } from 'vitest'
import { logisticsParcel } from '../../src/db/schema'
import { call, withTestApp } from '../helpers/app'

const t = withTestApp({ admin: 'admin' })
type Row = Record<string, unknown> & { id: string }

const DATETIME = '2026-11-30 08:00:00'
const LATE = '2026-12-31 23:59:59' // the last second of a Shanghai day is the afternoon of the same UTC day
const isTimed = (kind: string) => kind === 'date' || kind === 'datetime'

/** Every declared resource of the contract. */
const resources = (Object.values(contract) as unknown[]).filter(
  (value): value is Resource =>
    typeof value === 'object' &&
    value !== null &&
    'baseUrl' in value &&
    'fields' in value &&
    'actions' in value,
)

/** The date and datetime fields a user types (not system-written), per resource that adds rows. */
const typedTimes = resources
  .filter((r) => r.actions.includes('add' as never))
  .map((r) => ({
    resource: r,
    fields: Object.entries(r.fields)
      .filter(([, field]) => isTimed(field.kind) && !field.system)
      .map(([name, field]) => ({ name, kind: field.kind })),
  }))
  .filter((r) => r.fields.length > 0)

/** A valid new row of each resource above, its date and datetime fields set to known texts. */
const FORMS: Record<string, (n: number, trackingNo: string) => Record<string, unknown>> = {
  '/channel/currencyRate': (n) => ({
    currencyCode: 'USD',
    rate: '7.10000000',
    effectiveDate: `2035-01-${10 + n}`,
  }),
  '/customer/payCost': (n) => ({
    customerId: '1001',
    payType: 'RECHARGE',
    amount: '1.00',
    currency: 'CNY',
    method: 'BANK',
    payTime: n === 1 ? DATETIME : LATE,
  }),
  '/customs/deduct': (n, trackingNo) => ({
    trackingNo,
    deductType: 'DUTY',
    amount: '1.25',
    currency: 'CNY',
    payer: '海关',
    deductTime: n === 1 ? DATETIME : LATE,
    reference: `TIME-${n}-${Date.now()}`,
  }),
  '/channel/costPlan': (n) => ({
    name: `时间成本方案${n}`,
    channelCode: 'EUB-US',
    zoneCountries: 'FR',
    currencyCode: 'USD',
    pricingMode: 'FIRST_ADDITIONAL',
    firstWeight: '0.500',
    firstPrice: '10.00',
    additionalWeight: '0.500',
    additionalPrice: '3.50',
    registrationFee: '2.00',
    fuelSurchargePercent: '5.00',
    validFrom: `${2070 + n}-01-01`,
    validTo: `${2070 + n}-12-31`,
  }),
  '/channel/salePlan': (n) => ({
    customerId: '1001',
    name: `时间销售方案${n}`,
    channelCode: 'EUB-US',
    zoneCountries: 'MX',
    currencyCode: 'USD',
    pricingMode: 'FIRST_ADDITIONAL',
    firstWeight: '0.5',
    firstPrice: '10',
    additionalWeight: '0.5',
    additionalPrice: '3',
    registrationFee: '0',
    fuelSurchargePercent: '0',
    validFrom: `${2080 + n}-01-01`,
    validTo: `${2080 + n}-12-31`,
  }),
  '/sys/tenant': (n) => ({
    id: 2900 + n,
    name: `时间租户${n}`,
    status: '1',
    beginDate: '2026-01-01',
    endDate: '2027-12-31',
  }),
  '/sys/user': (n) => ({
    username: `time_user_${n}`,
    realname: `时间用户${n}`,
    password: 'Portico#2026',
    confirmpassword: 'Portico#2026',
    phone: `1390009${String(n).padStart(4, '0')}`,
    birthday: '1990-12-31',
  }),
}

describe('one rule for time: every date and datetime field of every declared resource reads back as sent', () => {
  it('has a known row for every resource with a typed date or datetime field', () => {
    expect(typedTimes.map((r) => r.resource.baseUrl).sort()).toEqual(Object.keys(FORMS).sort())
  })

  it.each(typedTimes.map((r) => [r.resource.baseUrl, r] as const))(
    '%s: add, then list and queryById answer the same yyyy-MM-dd[ HH:mm:ss] text',
    async (base, { fields }) => {
      const [parcel] = await t.testDb.database.db.select().from(logisticsParcel).limit(1)
      for (const n of [1, 2]) {
        const form = FORMS[base]!(n, parcel!.trackingNo)
        const added = await call<Row | string>(t.app, 'POST', `${base}/add`, t.admin, form, {
          tenant_id: '1',
        })
        expect(added.body.success, `${base} ${added.body.message}`).toBe(true)
        const id =
          typeof added.body.result === 'object' && added.body.result
            ? added.body.result.id
            : String(added.body.result ?? form.id)
        const byId = await call<Row>(t.app, 'GET', `${base}/queryById?id=${id}`, t.admin, undefined, {
          tenant_id: '1',
        })
        const listed = await call<Page<Row>>(
          t.app,
          'GET',
          `${base}/list?pageSize=200&column=createTime&order=desc`,
          t.admin,
          undefined,
          { tenant_id: '1' },
        )
        const fromList = listed.body.result!.records.find((r) => String(r.id) === String(id))
        for (const { name } of fields) {
          if (!(name in form)) continue
          expect(byId.body.result![name], `${base} ${name} queryById`).toBe(form[name])
          expect(fromList?.[name], `${base} ${name} list`).toBe(form[name])
        }
        expect(byId.body.result!.createTime, `${base} createTime`).toMatch(
          /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
        )
      }
    },
  )
})
