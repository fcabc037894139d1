import type { Page } from '@portico/contract'
import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { logisticsParcel, parcelEvent, questionPiece } from '../../../src/db/schema'
import { call, withTestApp } from '../../helpers/app'
import { flatPricing, parcelFixture } from '../../helpers/parcels'
import { expectRefused } from '../../helpers/refusals'

const t = withTestApp({ admin: 'admin' }, { billPricing: flatPricing })
const db = () => t.testDb.database.db
const CUSTOMER = 1001
type Row = Record<string, string>

const send = <T = Row>(method: 'GET' | 'POST' | 'PUT', path: string, body?: object) =>
  call<T>(t.app, method, path, t.admin, body, { tenant_id: '1' })
const post = <T = Row>(path: string, body: object) => send<T>('POST', path, body)

let serial = 7100
const parcel = (status: string, extra: Partial<typeof logisticsParcel.$inferInsert> = {}) =>
  parcelFixture(db(), serial++, CUSTOMER, status, extra)

const stored = async (id: string) =>
  (await db().select().from(logisticsParcel).where(eq(logisticsParcel.id, id)))[0]!
const eventsOf = async (id: string) =>
  (
    await db()
      .select({ code: parcelEvent.eventCode })
      .from(parcelEvent)
      .where(eq(parcelEvent.parcelId, id))
      .orderBy(asc(parcelEvent.id))
  ).map((e) => e.code)
const questionsOf = (trackingNo: string) =>
  db().select().from(questionPiece).where(eq(questionPiece.waybillNo, trackingNo))

/** Bags the parcels in one bag of EUB-US, closes it and puts it in an out-batch; answers the bag and batch. */
async function bagAndBatch(trackingNos: string[]) {
  const bag = (await post<{ id: string }>('/site/outStore/openBag', { channelCode: 'EUB-US' })).body.result!
  for (const trackingNo of trackingNos) {
    const scanned = await post('/site/outStore/scan', { bagId: bag.id, trackingNo })
    expect(scanned.status, scanned.body.message).toBe(200)
  }
  await post('/site/outStore/closeBag', { bagId: bag.id, grossWeight: '1.2' })
  const batch = await post<{ id: string }>('/site/outStore/createBatch', { bagIds: [bag.id] })
  return { bagId: bag.id, batch }
}

const lineHaul = {
  transportNo: '297-12345675',
  carrier: '中华航空 CI',
  transportMode: 'AIR',
  departurePort: 'PVG',
  destinationPort: 'LAX',
  destinationCountry: 'US',
}

describe('customs outcomes gate what follows', () => {
  it('a parcel customs returned is not handed over nor billed until re-declared; its batch mates go on', async () => {
    const returned = await parcel('1')
    const mate = await parcel('1')
    const { batch } = await bagAndBatch([returned.trackingNo, mate.trackingNo])
    expect((await post('/site/outStore/confirm', { id: batch.body.result!.id })).status).toBe(200)
    const made = await post('/customs/dataBatch/create', {
      outBatchIds: [batch.body.result!.id],
      customsMode: '9610',
    })
    expect(made.body.success, made.body.message).toBe(true)
    const declarations = (await send<Page<Row>>('GET', '/customs/declaration/list?pageSize=50')).body.result!
      .records
    const declaration = declarations.find((d) => d.trackingNo === returned.trackingNo)!
    const submitted = await post('/customs/declaration/submit', { ids: [declaration.id] })
    expect(submitted.body.success, submitted.body.message).toBe(true)
    await post('/customs/declaration/inspect', { ids: [declaration.id] })
    const inspection = (await send<Page<Row>>('GET', '/customs/inspection/list?status=0')).body.result!
      .records[0]!
    await post('/customs/inspection/result', { id: inspection.id, result: 'RETURN', note: '禁运品' })
    expect(await stored(returned.id)).toMatchObject({ status: '10', heldFromStatus: '3' })

    const supplier = await post<{ id: string }>('/logistics/supplierBatch/create', {
      ...lineHaul,
      outBatchIds: [batch.body.result!.id],
    })
    expect(supplier.body.success, supplier.body.message).toBe(true)
    const handOver = () =>
      post('/logistics/supplierBatch/step', { id: supplier.body.result!.id, status: '1' })
    const refused = await handOver()
    expectRefused(refused, 500)
    expect(refused.body.message).toBe(`${returned.trackingNo} 包裹已被海关退运，不能交接`)
    expect((await stored(mate.id)).status).toBe('3') // nothing written for the batch
    expect(await eventsOf(mate.id)).not.toContain('HANDED_OVER')

    // This Shanghai month up to today (a period ending on the 28th missed parcels out-stored on the 29th to 31st).
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10)
    const bill = await post<{ id: string; parcelCount: number }>('/bill/customerBill/generate', {
      customerId: CUSTOMER,
      periodStart: `${today.slice(0, 7)}-01`,
      periodEnd: today,
    })
    expect(bill.body.success, bill.body.message).toBe(true)
    const lines = await send<Row[]>('GET', `/bill/customerBill/lines?id=${bill.body.result!.id}`)
    const billed = lines.body.result!.map((line) => line.trackingNo)
    expect(billed).toContain(mate.trackingNo)
    expect(billed).not.toContain(returned.trackingNo)

    // Resolved through its 问题件: re-declared, it is back where customs stopped it and goes on with its batch.
    const question = await post<{ id: string }>('/question/scan/register', {
      trackingNo: returned.trackingNo,
      questionType: '9',
      description: '海关退运，补充资料后重新申报',
    })
    expect((await stored(returned.id)).status).toBe('10')
    const handled = await post('/question/scan/handle', {
      id: question.body.result!.id,
      handling: 'REDECLARE',
    })
    expect(handled.status, handled.body.message).toBe(200)
    expect(await stored(returned.id)).toMatchObject({ status: '3', heldFromStatus: null })
    expect((await handOver()).status).toBe(200)
    expect([(await stored(returned.id)).status, (await stored(mate.id)).status]).toEqual(['4', '4'])
  })

  it('refuses to bag or out-batch a parcel customs returned or held, naming why', async () => {
    const returned = await parcel('10', { heldFromStatus: '1' })
    const bag = (await post<{ id: string }>('/site/outStore/openBag', { channelCode: 'EUB-US' })).body.result!
    const bagged = await post('/site/outStore/scan', { bagId: bag.id, trackingNo: returned.trackingNo })
    expect(bagged.body.message).toBe(`${returned.trackingNo} 包裹已被海关退运，不能装袋`)

    const held = await parcel('1')
    expect((await post('/site/outStore/scan', { bagId: bag.id, trackingNo: held.trackingNo })).status).toBe(
      200,
    )
    await db()
      .update(logisticsParcel)
      .set({ status: '11', heldFromStatus: '2' })
      .where(eq(logisticsParcel.id, held.id))
    await post('/site/outStore/closeBag', { bagId: bag.id, grossWeight: '0.6' })
    const batch = await post('/site/outStore/createBatch', { bagIds: [bag.id] })
    expectRefused(batch, 500)
    expect(batch.body.message).toBe(`${held.trackingNo} 包裹已被海关扣留，不能加入出库批次`)
  })
})

describe('holds where they belong', () => {
  it('a problem registered on a delivered parcel opens a claim and holds nothing', async () => {
    const delivered = await parcel('7')
    const registered = await post<{ id: string }>('/question/scan/register', {
      trackingNo: delivered.trackingNo,
      questionType: '1',
      description: '收件人反馈外箱破损',
    })
    expect(registered.status, registered.body.message).toBe(200)
    expect((await stored(delivered.id)).status).toBe('7')
    expect(await eventsOf(delivered.id)).toEqual(['CLAIM_OPENED'])
    expect(await questionsOf(delivered.trackingNo)).toEqual([
      expect.objectContaining({ questionType: '10', description: '理赔：破损，收件人反馈外箱破损' }),
    ])
  })

  it('closing a 问题件 in its edit form releases the hold and restores the state it interrupted', async () => {
    const inStore = await parcel('1')
    const question = await post<{ id: string }>('/question/scan/register', {
      trackingNo: inStore.trackingNo,
      questionType: '4',
      description: '地址不全',
    })
    expect((await stored(inStore.id)).status).toBe('8')
    const record = (
      await send<Row>('GET', `/question/questionPiece/queryById?id=${question.body.result!.id}`)
    ).body.result!
    const edited = await send('PUT', '/question/questionPiece/edit', { ...record, status: '2' })
    expect(edited.status, edited.body.message).toBe(200)
    expect(await stored(inStore.id)).toMatchObject({ status: '1', heldFromStatus: null })
    expect(await eventsOf(inStore.id)).toEqual(['EXCEPTION', 'HOLD_RELEASED'])
  })

  it('a wrong S10 check digit scanned in store is answered as such: no 问题件, no hold', async () => {
    const misprinted = await parcel('0', { trackingNo: 'LX100050001CN' })
    const scanned = await post<{ accepted: boolean; message: string }>('/site/inStoreScan/scan', {
      trackingNo: misprinted.trackingNo,
      weight: '0.5',
      stationCode: 'SZ-SORT',
    })
    expect(scanned.body.result).toMatchObject({ accepted: false })
    expect(scanned.body.result!.message).toMatch(/^S10运单号校验位错误/)
    expect((await stored(misprinted.id)).status).toBe('0')
    expect(await questionsOf(misprinted.trackingNo)).toEqual([])
  })
})
