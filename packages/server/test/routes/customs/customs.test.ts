import { customsDeductionResource, type Page } from '@portico/contract'
import { and, eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  customsDeclaration,
  customsInspection,
  logisticsOrder,
  logisticsOrderItem,
  logisticsOutBatch,
  logisticsParcel,
  parcelEvent,
} from '../../../src/db/schema'
import { API, call, withTestApp } from '../../helpers/app'
import { importErrorRows, jeecgWorkbook, postImport, sheetRecords } from '../../helpers/excel'
import { parcelFixture } from '../../helpers/parcels'
import { expectRefused } from '../../helpers/refusals'
import { describeResource } from '../../helpers/resource-suite'

const t = withTestApp({ admin: 'admin', hr: 'wangfang' })
type Row = Record<string, string>

/** Four parcels of one out-stored batch; C's order amount does not match its goods lines. */
const PARCELS = [
  { key: 'A', trackingNo: 'LX000000001CN', buyer: '张伟', amount: '25.50', items: [['12.75', 2]] },
  { key: 'B', trackingNo: 'LX000000002CN', buyer: 'John Smith', amount: '9.99', items: [['3.33', 3]] },
  { key: 'C', trackingNo: 'LX000000003CN', buyer: 'Mary Jones', amount: '20.00', items: [['19.99', 1]] },
  {
    key: 'D',
    trackingNo: 'LX000000004CN',
    buyer: '李娜',
    amount: '0.30',
    items: [
      ['0.10', 1],
      ['0.20', 1],
    ],
  },
] as const

beforeAll(async () => {
  const { db } = t.testDb.database
  await db.insert(logisticsOutBatch).values({
    id: 'ob-customs-1',
    batchNo: 'CK2611250001',
    channelCode: 'EUB-US',
    status: '1',
    parcelCount: PARCELS.length,
    outStoreTime: new Date(),
  })
  for (const p of PARCELS) {
    await db.insert(logisticsOrder).values({
      id: `order-${p.key}`,
      platformOrderNo: `SO-${p.key}-2611`,
      platform: 'SHOPEE',
      customerId: 1001,
      channelCode: 'EUB-US',
      buyerName: p.buyer,
      buyerCountry: 'US',
      buyerAddress: '1 Main St',
      declaredValue: p.amount,
      currency: 'USD',
    })
    await db.insert(logisticsOrderItem).values(
      p.items.map(([unitValue, quantity], i) => ({
        id: `item-${p.key}-${i}`,
        orderId: `order-${p.key}`,
        nameCn: `商品${p.key}${i}`,
        nameEn: `Goods ${p.key}${i}`,
        hsCode: '6109100021',
        quantity,
        unitValue,
        orderNum: i + 1,
      })),
    )
    await db.insert(logisticsParcel).values({
      id: `parcel-${p.key}`,
      trackingNo: p.trackingNo,
      orderId: `order-${p.key}`,
      customerId: 1001,
      channelCode: 'EUB-US',
      destinationCountry: 'US',
      status: '3',
      outBatchId: 'ob-customs-1',
    })
  }
})

const send = <T>(method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
  call<T>(t.app, method, path, t.admin, payload, { tenant_id: '1' })
const declarations = async () =>
  Object.fromEntries(
    (await send<Page<Row>>('GET', '/customs/declaration/list?pageSize=50')).body.result!.records.map((r) => [
      PARCELS.find((p) => p.trackingNo === r.trackingNo)!.key,
      r,
    ]),
  ) as Record<'A' | 'B' | 'C' | 'D', Row>
const events = async (code: string) =>
  (
    await t.testDb.database.db
      .select({ trackingNo: parcelEvent.trackingNo, description: parcelEvent.descriptionCn })
      .from(parcelEvent)
      .where(
        and(
          eq(parcelEvent.eventCode, code),
          inArray(
            parcelEvent.trackingNo,
            PARCELS.map((p) => p.trackingNo),
          ),
        ),
      )
  ).sort((a, b) => a.trackingNo.localeCompare(b.trackingNo))
const parcelStatus = async (key: string) =>
  (
    await t.testDb.database.db
      .select()
      .from(logisticsParcel)
      .where(inArray(logisticsParcel.id, [`parcel-${key}`, `fixture-${key}`]))
  )[0].status
const declarationRow = async (id: string) =>
  (await t.testDb.database.db.select().from(customsDeclaration).where(eq(customsDeclaration.id, id)))[0]!

describe('报关管理', () => {
  it('makes a data batch from an out-stored batch once, with its declaration file', async () => {
    const offered = await send<Row[]>('GET', '/customs/dataBatch/outBatches')
    expect(offered.body.result!.map((b) => b.batchNo)).toEqual(['CK2611250001'])
    const made = await send<Row>('POST', '/customs/dataBatch/create', {
      outBatchIds: ['ob-customs-1'],
      customsMode: '9610',
    })
    expect(made.body).toMatchObject({ success: true, result: { declarationCount: 4 } })
    const again = await send('POST', '/customs/dataBatch/create', {
      outBatchIds: ['ob-customs-1'],
      customsMode: '9610',
    })
    expectRefused(again, 500)
    expect(again.body.message).toBe('包裹 LX000000001CN 已有报关单，不能重复申报')
    expect((await send<Row[]>('GET', '/customs/dataBatch/outBatches')).body.result).toEqual([])

    const batches = await send<Page<Row>>('GET', '/customs/dataBatch/list')
    expect(batches.body.result!.records[0]).toMatchObject({
      outBatchNos: 'CK2611250001',
      declarationCount: 4,
      totalValue: '55.79',
      currency: 'USD',
    })
    const file = await t.app.inject({
      method: 'GET',
      url: `${API}/customs/dataBatch/exportDeclarationFile?id=${made.body.result!.id}`,
      headers: { 'x-access-token': t.admin, tenant_id: '1' },
    })
    const sheet = await sheetRecords(file.rawPayload)
    expect(sheet.rows).toHaveLength(5)
    expect(sheet.rows[0]).toMatchObject({
      运单号: 'LX000000001CN',
      订单号: 'SO-A-2611',
      监管方式: '9610',
      HS编码: '6109100021',
      数量: '2',
      单价: '12.75',
      总价: '25.50',
      币制: 'USD',
    })
    expect(sheet.rows[0].清单编号).toMatch(/^QD\d{14}$/)
  })

  it('refuses to submit until 三单 match, naming each mismatch, and submits all or none', async () => {
    const { A, B, C } = await declarations()
    const edited = await send('PUT', '/customs/declaration/edit', {
      ...B,
      payerName: '王五',
      paymentAmount: '10.00',
    })
    expect(edited.body.success).toBe(true)
    const checked = await send<{ declarationNo: string; problems: string[] }[]>(
      'POST',
      '/customs/declaration/check',
      {
        ids: [A.id, B.id, C.id],
      },
    )
    expect(checked.body.result!.map((c) => c.problems)).toEqual([
      [],
      ['支付金额(10.00)与订单金额(9.99)不一致', '支付人(王五)与订购人(John Smith)不一致'],
      ['订单金额(20.00)与商品明细合计(19.99)不一致'],
    ])
    const refused = await send('POST', '/customs/declaration/submit', { ids: [A.id, B.id] })
    expectRefused(refused, 500)
    expect(refused.body.message).toBe(
      `三单对碰未通过：${B.declarationNo} 支付金额(10.00)与订单金额(9.99)不一致；支付人(王五)与订购人(John Smith)不一致`,
    )
    expect((await declarations()).A.status).toBe('0')
    expect(await events('EXPORT_DECLARED')).toEqual([])

    const fixed = (await declarations()).B
    await send('PUT', '/customs/declaration/edit', {
      ...fixed,
      payerName: 'John Smith',
      paymentAmount: '9.99',
    })
    const { D } = await declarations()
    const submitted = await send('POST', '/customs/declaration/submit', { ids: [A.id, B.id, D.id] })
    expect(submitted.body).toMatchObject({ success: true, result: 3 })
    const after = await declarations()
    expect([after.A.status, after.B.status, after.C.status, after.D.status]).toEqual(['1', '1', '0', '1'])
    expect((await events('EXPORT_DECLARED')).map((e) => e.trackingNo)).toEqual([
      'LX000000001CN',
      'LX000000002CN',
      'LX000000004CN',
    ])
    const late = await send('PUT', '/customs/declaration/edit', { ...after.A, payerName: '张三' })
    expectRefused(late, 500)
    expect(late.body.message).toBe(`报关单 ${A.declarationNo} 已申报，不能修改`)
  })

  it('imports a customs response file row by row, reporting rows it cannot apply', async () => {
    const { A, B, C } = await declarations()
    const file = await jeecgWorkbook(
      '回执',
      ['清单编号', '运单号', '回执代码', '回执信息'],
      [
        [A.declarationNo, null, '800', '放行'],
        [null, 'LX000000002CN', '500', '布控查验'],
        [C.declarationNo, null, '800', null],
        ['QD00000000000000', null, '800', null],
        [A.declarationNo, null, '999', null],
      ],
    )
    const imported = await postImport(t.app, '/customs/declaration/importResponse', file, 'r.xlsx', t.admin)
    expect(imported.body).toMatchObject({ code: 201, result: { successCount: 2, errorCount: 3 } })
    const errors = await importErrorRows(t.app, imported.body.result!.fileUrl!)
    expect(errors.map((row) => row.错误信息)).toEqual([
      `报关单 ${C.declarationNo} 当前为「待申报」，只有已申报、查验中的报关单可以放行`,
      '未找到报关单：QD00000000000000',
      '回执代码「999」无效，可选：800 放行、100 退单、500 查验',
    ])
    const after = await declarations()
    expect([after.A.status, after.B.status]).toEqual(['3', '2'])
    expect(after.A.responseMessage).toBe('放行')
    expect((await events('EXPORT_RELEASED')).map((e) => e.trackingNo)).toEqual(['LX000000001CN'])
    const inspections = await send<Page<Row>>('GET', '/customs/inspection/list')
    expect(inspections.body.result!.records).toEqual([
      expect.objectContaining({ declarationNo: B.declarationNo, status: '0', note: '布控查验' }),
    ])
  })

  it('records inspection outcomes: the parcel, its trajectory and the declaration follow', async () => {
    const { D } = await declarations()
    expect((await send('POST', '/customs/declaration/inspect', { ids: [D.id] })).body.success).toBe(true)
    const open = (await send<Page<Row>>('GET', '/customs/inspection/list?status=0')).body.result!.records
    const byTracking = Object.fromEntries(open.map((r) => [r.trackingNo, r]))
    const hold = byTracking.LX000000002CN
    const noNote = await send('POST', '/customs/inspection/result', { id: hold.id, result: 'HOLD' })
    expect(noNote.body.message).toBe('扣留须填写查验说明')
    expect(await parcelStatus('B')).toBe('3')

    await send('POST', '/customs/inspection/result', { id: hold.id, result: 'HOLD', note: '申报品名不符' })
    expect(await parcelStatus('B')).toBe('11') // 海关扣留, not a 问题件 hold
    expect(await events('CUSTOMS_HELD')).toEqual([
      { trackingNo: 'LX000000002CN', description: '海关查验扣留：申报品名不符' },
    ])
    const twice = await send('POST', '/customs/inspection/result', { id: hold.id, result: 'RELEASE' })
    expectRefused(twice, 500)

    await send('POST', '/customs/inspection/result', {
      id: byTracking.LX000000004CN.id,
      result: 'RETURN',
      note: '禁运品',
    })
    expect(await parcelStatus('D')).toBe('10') // 海关退运: not yet back with the sender
    expect((await declarations()).D).toMatchObject({ status: '4', responseMessage: '查验退运：禁运品' })
    expect((await events('CUSTOMS_RETURNED')).map((e) => e.trackingNo)).toEqual(['LX000000004CN'])
    const done = (await send<Page<Row>>('GET', '/customs/inspection/list?status=1')).body.result!.records
    expect(done.map((r) => [r.trackingNo, r.result]).sort()).toEqual([
      ['LX000000002CN', 'HOLD'],
      ['LX000000004CN', 'RETURN'],
    ])
  })

  it('closes a held declaration when the parcel is re-declared, so it can be declared again', async () => {
    const { B } = await declarations()
    expect([B.status, await parcelStatus('B')]).toEqual(['2', '11'])
    const question = await send<{ id: string }>('POST', '/question/scan/register', {
      trackingNo: 'LX000000002CN',
      questionType: '9',
      description: '海关扣留，更正品名后重新申报',
    })
    expect(question.body.success, question.body.message).toBe(true)
    const handled = await send('POST', '/question/scan/handle', {
      id: question.body.result!.id,
      handling: 'REDECLARE',
    })
    expect(handled.body.success, handled.body.message).toBe(true)
    expect(await parcelStatus('B')).toBe('3') // back where customs stopped it
    expect((await declarations()).B).toMatchObject({ status: '4', responseMessage: '异常已处理：已重新申报' })
    const again = await send('POST', '/customs/declaration/submit', { ids: [B.id] })
    expect(again.body, again.body.message).toMatchObject({ success: true, result: 1 })
    expect((await declarations()).B.status).toBe('1')
  })

  it('totals a declaration deductions exactly, per currency', async () => {
    const { A } = await declarations()
    for (const [amount, currency, reference] of [
      ['0.10', 'CNY', 'TAX-1'],
      ['0.20', 'CNY', 'TAX-2'],
      ['1.00', 'USD', 'TAX-3'],
    ])
      expect(
        (
          await send('POST', '/customs/deduct/add', {
            declarationNo: A.declarationNo,
            deductType: 'VAT',
            amount,
            currency,
            payer: '深圳跨境优选',
            deductTime: '2026-11-25 10:00:00',
            reference,
          })
        ).body.success,
      ).toBe(true)
    const byParcel = await send('POST', '/customs/deduct/add', {
      trackingNo: 'LX000000001CN',
      deductType: 'INSPECTION',
      amount: '0.01',
      currency: 'CNY',
      payer: '深圳跨境优选',
      deductTime: '2026-11-25 11:00:00',
      reference: 'FEE-1',
    })
    expect(byParcel.body.success).toBe(true)
    const listed = await send<Page<Row>>('GET', '/customs/deduct/list?reference=FEE-1')
    expect(listed.body.result!.records[0]).toMatchObject({
      declarationNo: A.declarationNo,
      trackingNo: 'LX000000001CN',
    })
    expect((await declarations()).A.deductionTotal).toBe('CNY 0.31; USD 1.00')
    const unknown = await send('POST', '/customs/deduct/add', {
      declarationNo: 'QD404',
      deductType: 'VAT',
      amount: '1.00',
      currency: 'CNY',
      payer: 'x',
      deductTime: '2026-11-25 10:00:00',
      reference: 'TAX-404',
    })
    expect(unknown.body.message).toBe('报关单「QD404」不存在')
  })

  it('refuses a step its lifecycle forbids, writing nothing: a late inspection cannot return a released declaration', async () => {
    const { db } = t.testDb.database
    await db.insert(logisticsOutBatch).values({
      id: 'ob-customs-2',
      batchNo: 'CK2611250002',
      channelCode: 'EUB-US',
      status: '1',
      parcelCount: 1,
      outStoreTime: new Date(),
    })
    const parcel = await parcelFixture(db, 900, 1001, '3', { outBatchId: 'ob-customs-2' })
    const made = await send<Row>('POST', '/customs/dataBatch/create', {
      outBatchIds: ['ob-customs-2'],
      customsMode: '9610',
    })
    const [declaration] = await db
      .select()
      .from(customsDeclaration)
      .where(eq(customsDeclaration.dataBatchId, made.body.result!.id))
    await send('POST', '/customs/declaration/submit', { ids: [declaration!.id] })
    expect(
      (await send('POST', '/customs/declaration/inspect', { ids: [declaration!.id] })).body.success,
    ).toBe(true)
    // Customs answers 800 放行 while the inspection is still open: the declaration is released.
    const response = await jeecgWorkbook(
      '回执',
      ['清单编号', '运单号', '回执代码', '回执信息'],
      [[declaration!.declarationNo, null, '800', '放行']],
    )
    await postImport(t.app, '/customs/declaration/importResponse', response, 'r.xlsx', t.admin)
    const [inspection] = await db
      .select()
      .from(customsInspection)
      .where(eq(customsInspection.declarationId, declaration!.id))
    const before = {
      declaration: await declarationRow(declaration!.id),
      parcelStatus: await parcelStatus('900'),
    }
    expect(before.declaration.status).toBe('3')

    for (const result of ['RETURN', 'HOLD', 'RELEASE']) {
      const late = await send('POST', '/customs/inspection/result', {
        id: inspection!.id,
        result,
        note: '迟到的查验',
      })
      expect(late.body).toMatchObject({ success: false, code: 500 })
      expect(late.body.message).toMatch(
        new RegExp(`^报关单 ${declaration!.declarationNo} 当前为「已放行」，只有.*查验中的报关单可以`),
      )
    }
    const resubmit = await send('POST', '/customs/declaration/submit', { ids: [declaration!.id] })
    expect(resubmit.body.message).toBe(
      `报关单 ${declaration!.declarationNo} 当前为「已放行」，只有待申报、已退单的报关单可以申报`,
    )
    expect(await declarationRow(declaration!.id)).toEqual(before.declaration)
    expect(await parcelStatus('900')).toBe(before.parcelStatus)
    const [still] = await db.select().from(customsInspection).where(eq(customsInspection.id, inspection!.id))
    expect(still).toMatchObject({ status: '0', result: null })
    const trail = await db
      .select()
      .from(parcelEvent)
      .where(eq(parcelEvent.parcelId, parcel.id))
      .orderBy(parcelEvent.eventTime)
    expect(trail.map((e) => e.eventCode)).toEqual(['EXPORT_DECLARED', 'EXPORT_RELEASED'])
  })
})

describeResource(t, {
  resource: customsDeductionResource,
  sample: (n) => ({
    trackingNo: 'LX000000003CN',
    deductType: 'DUTY',
    amount: `${n}.25`,
    currency: 'CNY',
    payer: '深圳跨境优选',
    deductTime: '2026-11-25 09:30:00',
    reference: `SUITE-${n}`,
  }),
  change: { amount: '99.99', deductType: 'AGENCY' },
  owner: 'admin',
  outsider: 'hr',
})
