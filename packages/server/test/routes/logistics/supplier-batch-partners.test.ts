import type { SupplierBatchStep } from '@portico/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { logisticsSupplierBatch, transportDriver } from '../../../src/db/schema'
import { newId } from '../../../src/services/shared/ids'
import { call, withTestApp } from '../../helpers/app'

const t = withTestApp({ ops: 'zhangwei' })
const db = () => t.testDb.database.db
const BASE = '/logistics/supplierBatch'

/** A line-haul batch to the US already departed (its earlier steps have their own suite in ops-flow). */
async function departedToUs(): Promise<string> {
  const id = newId()
  const departed = new Date(Date.now() - 3600_000)
  const step = (status: string): SupplierBatchStep => ({
    status,
    time: departed.toISOString(),
    timeZone: 'Asia/Shanghai',
    location: null,
    operator: 'zhangwei',
  })
  await db()
    .insert(logisticsSupplierBatch)
    .values({
      id,
      batchNo: `SP-TEST-${id.slice(-6)}`,
      channelCode: 'EUB-US',
      transportNo: '784-12345675',
      carrier: '中国国际航空',
      transportMode: 'AIR',
      departurePort: 'PVG',
      destinationPort: 'LAX',
      destinationCountry: 'US',
      departureTime: departed,
      status: '2',
      steps: JSON.stringify(['0', '1', '2'].map(step)),
      createBy: 'zhangwei',
      createTime: departed,
    })
  return id
}

type Batch = Record<string, unknown> & { status: string }
const batchOf = async (id: string) =>
  (await call<Batch>(t.app, 'GET', `${BASE}/queryById?id=${id}`, t.ops)).body.result!
const step = (id: string, status: string, partners: object = {}) =>
  call<Batch>(t.app, 'POST', `${BASE}/step`, t.ops, { id, status, ...partners })

describe('供应商批次: arrival hands over to an overseas agent, pick-up names a local agent, car and driver', () => {
  it('refuses a missing, unknown, disabled or foreign overseas agent on arrival; takes one of the country', async () => {
    const id = await departedToUs()
    for (const [overseasAgent, message] of [
      [undefined, '到达目的国须选择交接的海外代理'],
      ['OA-XX-NONE', '海外代理 OA-XX-NONE 不存在'],
      ['OA-MY-KUL', '海外代理「KL Express Brokerage Sdn Bhd」已停用'],
      ['OA-JP-NRT', '海外代理「成田国際通関株式会社」不在本批次的目的国（US）'],
    ] as const) {
      const refused = await step(id, '3', { overseasAgent })
      expect(refused.body, message).toMatchObject({ success: false, code: 500, message })
    }
    expect((await batchOf(id)).status).toBe('2')

    const arrived = await step(id, '3', { overseasAgent: 'OA-US-LAX', location: 'LAX' })
    expect(arrived.body.success, arrived.body.message).toBe(true)
    expect(await batchOf(id)).toMatchObject({
      status: '3',
      overseasAgent: 'OA-US-LAX',
      overseasAgent_dictText: 'Pacific Gateway Logistics',
      habitatAgent: null,
    })
  })

  it('after clearance, a local agent of that overseas agent picks up with its own car and an active driver', async () => {
    const id = await departedToUs()
    await step(id, '3', { overseasAgent: 'OA-US-LAX' })
    const pickUp = { habitatAgent: 'HA-US-LA', carPlate: '8XKT412', driver: 'CA-D4821934' }
    await db()
      .update(transportDriver)
      .set({ status: '0' })
      .where(eq(transportDriver.licenceNo, 'CA-D4821934'))
    for (const [partners, message] of [
      [{ ...pickUp, habitatAgent: null }, '提货须选择属地代理'],
      [{ ...pickUp, carPlate: '' }, '提货须选择车辆'],
      [{ ...pickUp, driver: undefined }, '提货须选择司机'],
      [{ ...pickUp, habitatAgent: 'HA-JP-TYO' }, '属地代理「东京都内配送」不属于本批次的海外代理'],
      [{ ...pickUp, carPlate: 'NO-SUCH' }, '车辆 NO-SUCH 不存在'],
      [{ ...pickUp, carPlate: '7BNM903' }, '车辆 7BNM903 不属于属地代理「洛杉矶本地派送」'],
      [pickUp, '司机「Carlos Ramirez」已停用'],
      [{ ...pickUp, driver: 'CA-D7719302' }, '司机「Kevin Wong」不属于属地代理「洛杉矶本地派送」'],
    ] as const) {
      const refused = await step(id, '4', partners)
      expect(refused.body, message).toMatchObject({ success: false, code: 500, message })
    }
    expect(await batchOf(id)).toMatchObject({ status: '3', habitatAgent: null, carPlate: null, driver: null })

    await db()
      .update(transportDriver)
      .set({ status: '1' })
      .where(eq(transportDriver.licenceNo, 'CA-D4821934'))
    const cleared = await step(id, '4', pickUp)
    expect(cleared.body.success, cleared.body.message).toBe(true)
    expect(await batchOf(id)).toMatchObject({
      status: '4',
      overseasAgent_dictText: 'Pacific Gateway Logistics',
      habitatAgent: 'HA-US-LA',
      habitatAgent_dictText: '洛杉矶本地派送',
      carPlate: '8XKT412',
      carPlate_dictText: '8XKT412',
      driver: 'CA-D4821934',
      driver_dictText: 'Carlos Ramirez',
    })
    // The list shows the names too.
    const list = await call<{ records: Batch[] }>(t.app, 'GET', `${BASE}/list?status=4`, t.ops)
    expect(list.body.result!.records.find((row) => row.id === id)).toMatchObject({
      overseasAgent_dictText: 'Pacific Gateway Logistics',
      habitatAgent_dictText: '洛杉矶本地派送',
      driver_dictText: 'Carlos Ramirez',
    })
    // Delivery names nobody new and keeps them.
    expect((await step(id, '5')).body.success).toBe(true)
    expect(await batchOf(id)).toMatchObject({ status: '5', carPlate: '8XKT412', driver: 'CA-D4821934' })
  })
})
