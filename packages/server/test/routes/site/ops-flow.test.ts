import { type Page, type SupplierBatchStep, s10Problem } from '@portico/contract'
import { eq, inArray } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import {
  channelNumberPool,
  logisticsBag,
  logisticsOrder,
  logisticsOrderItem,
  logisticsOutBatch,
  logisticsParcel,
  logisticsSupplierBatch,
  parcelEvent,
  questionPiece,
  sysTenant,
} from '../../../src/db/schema'
import { writeParcels } from '../../../src/db/seed/ops-demo'
import { demoParcel } from '../../../src/db/seed/ops-demo-data'
import { formatDateTime } from '../../../src/services/shared/dates'
import { newId } from '../../../src/services/shared/ids'
import { API, call, withTestApp } from '../../helpers/app'
import { expectRefused } from '../../helpers/refusals'

const t = withTestApp({ ops: 'zhangwei', hr: 'wangfang' })
const db = () => t.testDb.database.db
const CUSTOMER = 9101

const HEADERS = [
  'Order ID',
  'Tracking Number*',
  'Shipping Option',
  'Receiver Name',
  'Phone Number',
  'Delivery Address',
  'City',
  'Country',
  'Zip Code',
  'Product Name',
  'Variation Name',
  'SKU Reference No.',
  'Quantity',
  'Deal Price',
  'Parcel Weight',
  'Order Creation Date',
]
type Row = (string | number)[]
const shopeeRow = (
  orderId: string,
  tracking: string,
  over: Partial<Record<string, string | number>> = {},
): Row =>
  HEADERS.map(
    (h) =>
      over[h] ??
      {
        'Order ID': orderId,
        'Tracking Number*': tracking,
        'Shipping Option': '蝦皮店到店',
        'Receiver Name': '林小姐',
        'Phone Number': '0912345678',
        'Delivery Address': '台北市信義區松仁路100號',
        City: '台北市',
        Country: 'TW',
        'Zip Code': '110',
        'Product Name': '手機殼',
        'Variation Name': '黑色',
        'SKU Reference No.': 'CASE-BK',
        Quantity: 2,
        'Deal Price': '199.00',
        'Parcel Weight': '0.35',
        'Order Creation Date': '2026-11-20 10:15',
      }[h] ??
      '',
  )

async function workbook(rows: Row[], headers = HEADERS): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('orders')
  sheet.addRow(headers)
  for (const row of rows) sheet.addRow(row)
  return Buffer.from(await book.xlsx.writeBuffer())
}

async function importShopee(data: Buffer, keys: object, token = t.ops) {
  const form = new FormData()
  form.append('foreignKeys', JSON.stringify(keys))
  form.append('files[]', new Blob([data]), 'shopee.xlsx')
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}/order/shopee/importExcel`,
    headers: { 'x-access-token': token },
    payload: form,
  })
  return { status: response.statusCode, body: response.json() }
}

let serial = 0
/** Parcels already in store (what ops-core's in-store scan leaves), straight into the table. */
async function inStoreParcels(count: number, channelCode = 'SLS-TW-AIR', status = '1') {
  const rows = Array.from({ length: count }, () => ({
    id: newId(),
    trackingNo: `TW${String(Date.now()).slice(-8)}${String(serial++).padStart(4, '0')}`,
    customerId: CUSTOMER,
    channelCode,
    destinationCountry: 'TW',
    status,
    billableWeight: '0.500',
    createTime: new Date(),
  }))
  await db().insert(logisticsParcel).values(rows)
  return rows
}

describe('Shopee工具', () => {
  it('imports valid orders, lists each bad row with its reason, refuses a re-imported Order ID', async () => {
    await db()
      .insert(sysTenant)
      .values({ id: CUSTOMER, name: '深圳优品电商', tenantType: 'customer', status: 1 })
      .onConflictDoNothing()
    const file = await workbook([
      shopeeRow('2611200001A', 'TW261120000101'),
      shopeeRow('2611200001A', 'TW261120000101', {
        'Product Name': '充電線',
        Quantity: 1,
        'Deal Price': '89.5',
      }),
      shopeeRow('2611200002B', 'TW261120000202', { Quantity: 'two' }),
      shopeeRow('2611200003C', 'TW261120000303', { Country: 'XX' }),
      shopeeRow('2611200004D', 'TW261120000404'),
    ])
    const keys = { customerId: CUSTOMER, channelCode: 'SLS-TW-AIR' }
    const first = await importShopee(file, keys)
    expect(first.status).toBe(200)
    expect(first.body.code).toBe(201)
    expect(first.body.result).toMatchObject({ totalCount: 5, successCount: 3, errorCount: 2, orderCount: 2 })
    expect(first.body.result.errors).toEqual([
      { row: 4, orderId: '2611200002B', message: 'Quantity须为正整数' },
      { row: 5, orderId: '2611200003C', message: 'Country「XX」不是Shopee站点' },
    ])
    const parcels = await call<{ trackingNo: string; platformOrderNo: string; status: string }[]>(
      t.app,
      'GET',
      '/order/shopee/parcels',
      t.ops,
    )
    const imported = parcels.body.result!.filter((p) => p.platformOrderNo.startsWith('26112000'))
    expect(imported.map((p) => p.trackingNo).sort()).toEqual(['TW261120000101', 'TW261120000404'])
    const events = await db().select().from(parcelEvent).where(eq(parcelEvent.trackingNo, 'TW261120000101'))
    expect(events.map((e) => e.eventCode)).toEqual(['ORDER_CREATED'])

    const again = await importShopee(file, keys)
    expect(again.body.result.successCount).toBe(0)
    expect(again.body.result.errors[0]).toEqual({
      row: 2,
      orderId: '2611200001A',
      message: '订单 2611200001A 已导入过（重复）',
    })
    expectRefused(await importShopee(file, keys, t.hr), 510)
    expect((await importShopee(file, { channelCode: 'SLS-TW-AIR' })).body.message).toBe('请选择客户')
  })

  it('keeps the HS Code a seller adds to the export, and refuses one that is not 6–10 digits', async () => {
    await db()
      .insert(sysTenant)
      .values({ id: CUSTOMER, name: '深圳优品电商', tenantType: 'customer', status: 1 })
      .onConflictDoNothing()
    const file = await workbook(
      [
        [...shopeeRow('2611210001H', 'TW261121000101'), '3926909090'],
        [...shopeeRow('2611210002H', 'TW261121000202'), '39A6'],
      ],
      [...HEADERS, 'HS Code'],
    )
    const report = await importShopee(file, { customerId: CUSTOMER, channelCode: 'SLS-TW-AIR' })
    expect(report.body.result).toMatchObject({ successCount: 1, errorCount: 1 })
    expect(report.body.result.errors).toEqual([
      { row: 3, orderId: '2611210002H', message: 'HS Code「39A6」须为6-10位数字' },
    ])
    const items = await db()
      .select({ hsCode: logisticsOrderItem.hsCode })
      .from(logisticsOrderItem)
      .innerJoin(logisticsOrder, eq(logisticsOrder.id, logisticsOrderItem.orderId))
      .where(eq(logisticsOrder.platformOrderNo, '2611210001H'))
    expect(items).toEqual([{ hsCode: '3926909090' }])
  })

  it('assigns S10 numbers from the pool: valid check digits, never one number twice, refused when short', async () => {
    await db().insert(channelNumberPool).values({
      id: newId(),
      channelCode: 'LEX-MY',
      kind: 'S10',
      servicePrefix: 'LX',
      originCountry: 'CN',
      serialStart: 80000000,
      serialEnd: 80000011,
      nextSerial: 80000000,
      createTime: new Date(),
    })
    const parcels = await inStoreParcels(12, 'LEX-MY', '0')
    const assign = (ids: string[]) =>
      call<{ trackingNo: string }[]>(t.app, 'POST', '/order/shopee/assign', t.ops, { ids })
    const answers = await Promise.all(
      [0, 1, 2, 3].map((i) => assign(parcels.slice(i * 3, i * 3 + 3).map((p) => p.id))),
    )
    for (const answer of answers) expect(answer.status, answer.body.message).toBe(200)
    const numbers = answers.flatMap((a) => a.body.result!.map((r) => r.trackingNo))
    expect(new Set(numbers).size).toBe(12)
    for (const number of numbers) expect(s10Problem(number)).toBeNull()
    expect(numbers).toContain('LX800000002CN') // 8×8 = 64, 64 mod 11 = 9, check 11 − 9 = 2
    const trail = await db().select().from(parcelEvent).where(inArray(parcelEvent.trackingNo, numbers))
    expect(trail.filter((e) => e.eventCode === 'TRACKING_ASSIGNED')).toHaveLength(12)

    const more = await inStoreParcels(1, 'LEX-MY', '0')
    const short = await assign(more.map((p) => p.id))
    expectRefused(short, 500)
    expect(short.body.message).toBe('渠道 LEX-MY 的单号池余量不足：需要 1 个，剩余 0 个')
    expect((await assign([parcels[0]!.id])).body.message).toMatch(/已分配过单号/)
  })

  it('prints one 100×100 mm PDF page per parcel', async () => {
    const parcels = await call<{ id: string }[]>(t.app, 'GET', '/order/shopee/parcels', t.ops)
    const ids = parcels.body.result!.slice(0, 2).map((p) => p.id)
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/order/shopee/labels`,
      headers: { 'x-access-token': t.ops },
      payload: { ids },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    const pdf = response.rawPayload.toString('latin1')
    expect(pdf.startsWith('%PDF')).toBe(true)
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(2)
    expect(pdf).toContain('/MediaBox [0 0 283.46')
  })
})

describe('新增出库 and 供应商批次', () => {
  it('bags in-store parcels, refuses the others with their reason, dispatches, and steps the line-haul batch', async () => {
    const [good, second, held] = await inStoreParcels(3)
    const [ordered] = await inStoreParcels(1, 'SLS-TW-AIR', '0')
    const [otherChannel] = await inStoreParcels(1, 'LEX-MY')
    await db().insert(questionPiece).values({
      id: newId(),
      waybillNo: held!.trackingNo,
      questionType: '1',
      status: '0',
      createTime: new Date(),
    })
    const post = <T>(path: string, body: object) => call<T>(t.app, 'POST', path, t.ops, body)
    const bag = (
      await post<{ id: string; bagNo: string }>('/site/outStore/openBag', { channelCode: 'SLS-TW-AIR' })
    ).body.result!
    expect(bag.bagNo).toMatch(/^BG\d{6}\d{4}$/)
    const scan = (trackingNo: string) => post<unknown>('/site/outStore/scan', { bagId: bag.id, trackingNo })

    expect((await scan(good!.trackingNo.toLowerCase())).status).toBe(200)
    expect((await scan(second!.trackingNo)).status).toBe(200)
    const refusals = [
      [good!.trackingNo, `${good!.trackingNo} 已在本袋中`],
      ['TW000000000000', '运单号 TW000000000000 不存在'],
      [otherChannel!.trackingNo, `${otherChannel!.trackingNo} 属于渠道 LEX-MY，不能装入渠道 SLS-TW-AIR 的袋`],
      [ordered!.trackingNo, `${ordered!.trackingNo} 当前状态为「已下单」，未在库，不能装袋`],
      [held!.trackingNo, `${held!.trackingNo} 有未处理的问题件，处理后才能出库`],
    ]
    for (const [number, message] of refusals) {
      const { status, body } = await scan(number!)
      expectRefused({ status, body }, 500, message)
      expect(body.message).toBe(message)
    }
    const bag2 = (await post<{ id: string }>('/site/outStore/openBag', { channelCode: 'SLS-TW-AIR' })).body
      .result!
    expect(
      (await post('/site/outStore/scan', { bagId: bag2.id, trackingNo: good!.trackingNo })).body.message,
    ).toBe(`${good!.trackingNo} 已装入袋 ${bag.bagNo}，不能重复装袋`)

    expect((await post('/site/outStore/closeBag', { bagId: bag.id, grossWeight: '0' })).body.message).toBe(
      '袋重：重量须大于0',
    )
    const closed = await post<{ status: string; grossWeight: string }>('/site/outStore/closeBag', {
      bagId: bag.id,
      grossWeight: '1.25',
    })
    expect(closed.body.result).toMatchObject({ status: '1', grossWeight: '1.250' })
    const bagRow = async () => (await db().select().from(logisticsBag).where(eq(logisticsBag.id, bag.id)))[0]
    const sealed = await bagRow()
    // Each refusal names the record and its state, and writes nothing.
    const resealed = await post('/site/outStore/closeBag', { bagId: bag.id, grossWeight: '9.99' })
    expect(resealed.body).toMatchObject({
      success: false,
      code: 500,
      message: `袋 ${bag.bagNo} 当前为「已封袋」，只有装袋中的袋可以封袋`,
    })
    expect(await bagRow()).toEqual(sealed)
    const unsealed = await post('/site/outStore/createBatch', { bagIds: [bag2.id] })
    expect(unsealed.body).toMatchObject({ success: false, code: 500 })
    expect(unsealed.body.message).toMatch(/^袋 BG\d{10} 当前为「装袋中」，只有已封袋的袋可以加入出库批次$/)
    const batch = (
      await post<{ id: string; parcelCount: number; createTime: string }>('/site/outStore/createBatch', {
        bagIds: [bag.id],
      })
    ).body.result!
    expect(batch.parcelCount).toBe(2)
    // Out-store replies carry times as JeecgBoot does: yyyy-MM-dd HH:mm:ss, Shanghai time, never UTC ISO.
    expect(batch.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    const notYet = await post('/logistics/supplierBatch/create', { ...lineHaul, outBatchIds: [batch.id] })
    expect(notYet.body).toMatchObject({ success: false, code: 500 })
    expect(notYet.body.message).toMatch(
      /^出库批次 CK\d{10} 当前为「待出库」，只有已出库的出库批次可以组供应商批次$/,
    )
    expect((await post('/site/outStore/confirm', { id: batch.id })).status).toBe(200)
    const outRow = async () =>
      (await db().select().from(logisticsOutBatch).where(eq(logisticsOutBatch.id, batch.id)))[0]
    const confirmed = { batch: await outRow(), bag: await bagRow() }
    expect(confirmed.bag!.status).toBe('2')
    const again = await post('/site/outStore/confirm', { id: batch.id })
    expect(again.body).toMatchObject({ success: false, code: 500 })
    expect(again.body.message).toMatch(
      /^出库批次 CK\d{10} 当前为「已出库」，只有待出库的出库批次可以确认出库$/,
    )
    expect({ batch: await outRow(), bag: await bagRow() }).toEqual(confirmed)
    const [out] = await db().select().from(logisticsParcel).where(eq(logisticsParcel.id, good!.id))
    expect(out).toMatchObject({ status: '3', stationCode: null })
    expect(out!.outStoreTime).toBeInstanceOf(Date)

    const supplier = (
      await post<{ id: string; parcelCount: number; eta: string; departureTime: string }>(
        '/logistics/supplierBatch/create',
        {
          ...lineHaul,
          outBatchIds: [batch.id],
          departureTime: '2026-11-30 06:30:00',
          eta: '2026-11-30 08:00:00',
        },
      )
    ).body.result!
    expect(supplier.parcelCount).toBe(2)
    // The ETA reads back as sent, from the reply, the list and queryById.
    expect(supplier).toMatchObject({ departureTime: '2026-11-30 06:30:00', eta: '2026-11-30 08:00:00' })
    const readBack = await call<{ eta: string }>(
      t.app,
      'GET',
      `/logistics/supplierBatch/queryById?id=${supplier.id}`,
      t.ops,
    )
    expect(readBack.body.result!.eta).toBe('2026-11-30 08:00:00')
    const listed = await call<Page<{ id: string; eta: string }>>(
      t.app,
      'GET',
      '/logistics/supplierBatch/list?pageSize=100',
      t.ops,
    )
    expect(listed.body.result!.records.find((r) => r.id === supplier.id)!.eta).toBe('2026-11-30 08:00:00')
    const isoEta = await post('/logistics/supplierBatch/create', {
      ...lineHaul,
      outBatchIds: [batch.id],
      eta: '2026-11-30T08:00:00Z',
    })
    expect(isoEta.body.message).toBe('预计到达时间格式不正确，应为 yyyy-MM-dd HH:mm:ss')
    const step = (status: string, location?: string, time?: string) =>
      post<{ status: string }>('/logistics/supplierBatch/step', { id: supplier.id, status, location, time })
    expect((await step('2')).body.message).toMatch(
      /^供应商批次 GX\d{10} 当前为「已创建」，只有已交接的供应商批次可以启运$/,
    )
    // The form sends whole seconds: handed over within the second the batch was created is not "earlier".
    const [created] = await db()
      .select({ steps: logisticsSupplierBatch.steps })
      .from(logisticsSupplierBatch)
      .where(eq(logisticsSupplierBatch.id, supplier.id))
    const createdAt = new Date((JSON.parse(created!.steps) as SupplierBatchStep[])[0]!.time)
    const createdSecond = new Date(Math.floor(createdAt.getTime() / 1000) * 1000)
    expect(
      (await step('1', '上海浦东机场', formatDateTime(new Date(createdSecond.getTime() - 1000))!)).body
        .message,
    ).toBe('步骤时间不能早于上一步')
    expect((await step('1', '上海浦东机场', formatDateTime(createdSecond)!)).status).toBe(200)
    expect((await step('2', 'PVG')).status).toBe(200)
    const supplierRow = async () =>
      (await db().select().from(logisticsSupplierBatch).where(eq(logisticsSupplierBatch.id, supplier.id)))[0]
    const departed = await supplierRow()
    expect((await step('1')).body.message).toMatch(/当前为「已启运」，只有已创建的供应商批次可以交接承运商$/)
    const twice = await step('2', 'PVG')
    expect(twice.body).toMatchObject({ success: false, code: 500 })
    expect(twice.body.message).toMatch(/当前为「已启运」，只有已交接的供应商批次可以启运$/)
    expect(await supplierRow()).toEqual(departed)
    const trail = await db()
      .select()
      .from(parcelEvent)
      .where(inArray(parcelEvent.parcelId, [good!.id, second!.id]))
      .orderBy(parcelEvent.id)
    for (const parcel of [good!, second!])
      expect(trail.filter((e) => e.parcelId === parcel.id).map((e) => e.eventCode)).toEqual([
        'BAGGED',
        'OUT_STORE',
        'HANDED_OVER',
        'DEPARTED',
      ])
    expect(trail.find((e) => e.eventCode === 'DEPARTED')!.location).toBe('PVG')
    expectRefused(
      await call(t.app, 'POST', '/logistics/supplierBatch/step', t.hr, { id: supplier.id, status: '3' }),
      510,
    )
  })
})

describe('问题件 and out-store', () => {
  const post = <T>(path: string, body: object) => call<T>(t.app, 'POST', path, t.ops, body)
  const openBag = async () =>
    (await post<{ id: string }>('/site/outStore/openBag', { channelCode: 'SLS-TW-AIR' })).body.result!.id
  const bagScan = (bagId: string, trackingNo: string) => post('/site/outStore/scan', { bagId, trackingNo })
  const inStore = (trackingNo: string, weight: string) =>
    post<{ accepted: boolean; message: string; questionId?: string }>('/site/inStoreScan/scan', {
      trackingNo,
      weight,
      stationCode: 'SZ-SORT',
    })
  const statusOf = async (id: string) =>
    (await db().select().from(logisticsParcel).where(eq(logisticsParcel.id, id)))[0]!.status

  it('an overweight parcel is held: out-store names its 问题件 until handled, then takes it once re-weighed', async () => {
    const built = demoParcel(9000, new Date(), 'flow-test', '0') // SLS-TW-AIR, 20 kg at most
    await writeParcels(db(), [built])
    const { trackingNo, id } = built.parcel
    const refused = (await inStore(trackingNo, '21.5')).body.result!
    expect(refused).toMatchObject({ accepted: false, questionType: '7' })
    expect(await statusOf(id)).toBe('8')

    const bag = await openBag()
    const held = await bagScan(bag, trackingNo)
    expectRefused(held, 500)
    expect(held.body.message).toBe(`${trackingNo} 有未处理的问题件，处理后才能出库`)

    // 联系客户: the seller repacks it; it goes back to where it was (ordered: never weighed in) and is scanned again.
    const handled = await post('/question/scan/handle', { id: refused.questionId, handling: 'CONTACT' })
    expect(handled.status, handled.body.message).toBe(200)
    expect(await statusOf(id)).toBe('0')
    expect((await bagScan(bag, trackingNo)).body.message).toBe(
      `${trackingNo} 当前状态为「已下单」，未在库，不能装袋`,
    )
    expect((await inStore(trackingNo, '18.2')).body.result).toMatchObject({ accepted: true })
    expect((await bagScan(bag, trackingNo)).status).toBe(200)
    expect(await statusOf(id)).toBe('2')
  })

  it('a bagged parcel put on hold stops its batch; released, it is bagged again and the batch goes out', async () => {
    const [parcel] = await inStoreParcels(1)
    const bag = await openBag()
    expect((await bagScan(bag, parcel!.trackingNo)).status).toBe(200)
    await post('/site/outStore/closeBag', { bagId: bag, grossWeight: '0.6' })
    const batch = (await post<{ id: string }>('/site/outStore/createBatch', { bagIds: [bag] })).body.result!
    const question = await post<{ id: string }>('/question/scan/register', {
      trackingNo: parcel!.trackingNo,
      questionType: '1',
      description: '外箱压损',
    })
    expect(await statusOf(parcel!.id)).toBe('8')
    expect((await post('/site/outStore/confirm', { id: batch.id })).body.message).toBe(
      `${parcel!.trackingNo} 有未处理的问题件，不能出库`,
    )
    await post('/question/scan/handle', { id: question.body.result!.id, handling: 'RELABEL' })
    expect(await statusOf(parcel!.id)).toBe('2')
    const confirmed = await post('/site/outStore/confirm', { id: batch.id })
    expect(confirmed.status, confirmed.body.message).toBe(200)
    expect(await statusOf(parcel!.id)).toBe('3')
  })
})

const lineHaul = {
  transportNo: '297-12345675',
  carrier: '中华航空 CI',
  transportMode: 'AIR',
  departurePort: 'PVG',
  destinationPort: 'TPE',
  destinationCountry: 'TW',
}
