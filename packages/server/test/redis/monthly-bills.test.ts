import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { customerBill, logisticsParcel, sysQuartzJob } from '../../src/db/schema'
import { MONTHLY_BILLS_JOB } from '../../src/services/billing/monthly-job'
import { call, login } from '../helpers/app'
import { withTwoInstances } from '../helpers/redis'

const servers = withTwoInstances()

/** Shipped parcels of February 2025 (no seeded parcel is that old), one per customer on a channel it has a plan for. */
const SHIPPED = [
  { customerId: 1001, channelCode: 'EUB-US', destinationCountry: 'US', weight: '0.500' },
  { customerId: 1002, channelCode: 'EMS-JP', destinationCountry: 'JP', weight: '1.000' },
  { customerId: 1003, channelCode: 'LEX-MY', destinationCountry: 'MY', weight: '1.000' },
]

describe('the monthly bill job on two instances', () => {
  it('makes exactly one bill per customer when both run it for the same month at the same instant', async () => {
    const { a, b } = servers
    const db = a.portico.database.db
    await db.insert(logisticsParcel).values(
      SHIPPED.map((p, n) => ({
        id: `monthly-two-${n}`,
        trackingNo: `MT${String(n).padStart(8, '0')}CN`,
        customerId: p.customerId,
        channelCode: p.channelCode,
        destinationCountry: p.destinationCountry,
        status: '3',
        actualWeight: p.weight,
        billableWeight: p.weight,
        outStoreTime: new Date('2025-02-14T10:00:00+08:00'),
        createTime: new Date(),
      })),
    )
    const [job] = await db.select().from(sysQuartzJob).where(eq(sysQuartzJob.jobClassName, MONTHLY_BILLS_JOB))
    await db.update(sysQuartzJob).set({ parameter: '2025-02' }).where(eq(sysQuartzJob.id, job.id))
    const [tokenA, tokenB] = [await login(a, 'admin'), await login(b, 'admin')]

    const runs = await Promise.all([
      call<string>(a, 'GET', `/sys/quartzJob/execute?id=${job.id}`, tokenA),
      call<string>(b, 'GET', `/sys/quartzJob/execute?id=${job.id}`, tokenB),
    ])
    for (const run of runs) expect(run.body, JSON.stringify(run.body)).toMatchObject({ success: true })
    const made = runs.map((run) => Number(/生成账单(\d+)张/.exec(String(run.body.result))?.[1]))
    expect(made[0] + made[1]).toBe(SHIPPED.length)

    for (const { customerId } of SHIPPED) {
      const bills = await db
        .select({ billNo: customerBill.billNo, parcelCount: customerBill.parcelCount })
        .from(customerBill)
        .where(and(eq(customerBill.customerId, customerId), eq(customerBill.periodStart, '2025-02-01')))
      expect(bills, `customer ${customerId}`).toEqual([{ billNo: expect.any(String), parcelCount: 1 }])
    }
  })
})
