import { utils, write } from '@e965/xlsx'
import type { Page } from '@portico/contract'
import { count } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { currencyRate, logisticsParcel, reconciliation } from '../../../src/db/schema'
import { newId } from '../../../src/services/shared/ids'
import { API, call, withTestApp } from '../../helpers/app'
import { expectRefused } from '../../helpers/refusals'

const t = withTestApp({ admin: 'admin', ops: 'zhangwei', hr: 'wangfang', yunfan: 'yunfan' })
const db = () => t.testDb.database.db

type Row = Record<string, unknown> & { id: string }
type Cell = string | number
const HEADER = ['运单号', '计费重量(kg)', '金额', '币种']

async function statement(rows: Cell[][], header = HEADER): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('对账单')
  sheet.addRow(['Shopee Xpress 对账单'])
  sheet.addRow(['结算单位：深圳市波特物流有限公司'])
  sheet.addRow(header)
  for (const row of rows) sheet.addRow(row)
  return Buffer.from(await book.xlsx.writeBuffer())
}

async function importStatement(file: Buffer, fields: Record<string, string>, token = t.ops) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append('file', new Blob([file]), 'statement.xlsx')
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}/bill/reconciliation/import`,
    headers: { 'x-access-token': token },
    payload: form,
  })
  return { status: response.statusCode, body: response.json() }
}

let serial = 0
/** A parcel of SLS-TW-AIR out-stored at `outStore` (China time), as the out-store confirmation leaves it. */
async function shipped(
  actualWeight: string | null,
  outStore: string,
  state: { status: string; heldFromStatus?: string } = { status: '3' },
) {
  const trackingNo = `TW25${String(++serial).padStart(10, '0')}`
  await db()
    .insert(logisticsParcel)
    .values({
      id: newId(),
      trackingNo,
      customerId: 1001,
      channelCode: 'SLS-TW-AIR',
      destinationCountry: 'TW',
      ...state,
      actualWeight,
      billableWeight: actualWeight,
      outStoreTime: new Date(`${outStore}+08:00`),
      createTime: new Date(),
    })
  return trackingNo
}

const march = {
  channelCode: 'SLS-TW-AIR',
  statementNo: 'SPX-2025-03',
  periodStart: '2025-03-01',
  periodEnd: '2025-03-31',
}
const reconciliations = async () => (await db().select({ n: count() }).from(reconciliation))[0].n

describe('对账管理', () => {
  it('refuses an unknown layout, bad rows, and bad headers, writing nothing', async () => {
    const before = await reconciliations()
    const layout = await importStatement(
      await statement([['TW250000000001', 1, 12, 'CNY']], ['运单号', '重量']),
      march,
    )
    expectRefused(layout, 500)
    expect(layout.body.message).toBe('对账单格式不符：表头需包含列 运单号、计费重量(kg)、金额、币种')

    const bad = await importStatement(
      await statement([
        ['', 0.5, 12, 'CNY'],
        ['TW250000000091', 'abc', 12, 'CNY'],
        ['TW250000000092', 0.5, -1, 'CNY'],
        ['TW250000000093', 0.5, 1.234, 'CNY'],
        ['TW250000000093', 0.5, 12, 'CNY'],
        ['TW250000000094', 0.5, 12, 'USD'],
      ]),
      march,
    )
    expectRefused(bad, 500)
    expect(bad.body.message).toBe('对账单有6处错误，未导入')
    expect(bad.body.result.errors).toEqual([
      { row: 4, message: '运单号为空' },
      { row: 5, message: '计费重量：重量须为数字' },
      { row: 6, message: '金额不能为负数' },
      { row: 7, message: '金额须为数字，最多2位小数' },
      { row: 8, message: '运单号 TW250000000093 与第7行重复' },
      { row: 0, message: '一张对账单只能使用一种币种，文件中有 CNY、USD' },
    ])
    const file = await statement([['TW250000000001', 0.5, 12, 'CNY']])
    expect((await importStatement(file, { ...march, channelCode: 'NOPE' })).body.message).toBe(
      '渠道 NOPE 不存在',
    )
    expect((await importStatement(file, { ...march, statementNo: ' ' })).body.message).toBe(
      '请输入对方账单号',
    )
    expect((await importStatement(file, { ...march, periodEnd: '2025-02-01' })).body.message).toBe(
      '账期结束不能早于开始',
    )
    const unknown = await importStatement(await statement([['TW250000000001', 0.5, 12, 'XYZ']]), march)
    expect(unknown.body.message).toBe('币种 XYZ 不存在，请先在「币种管理」中添加')
    // The demo rates start in November 2025: a statement in TWD for March has no rate for its date.
    const noRate = await importStatement(await statement([['TW250000000001', 0.5, 12, 'TWD']]), march)
    expect(noRate.body.message).toBe('TWD 在 2025-03-31 没有汇率')
    expect(await reconciliations()).toBe(before)
  })

  it('refuses a statement when a parcel of ours cannot be priced, naming it', async () => {
    const unweighed = await shipped(null, '2025-05-10T10:00:00')
    const refused = await importStatement(await statement([[unweighed, 0.5, 12, 'CNY']]), {
      ...march,
      statementNo: 'SPX-2025-05',
      periodStart: '2025-05-01',
      periodEnd: '2025-05-31',
    })
    expectRefused(refused, 500)
    expect(refused.body.result.errors).toEqual([
      { row: 0, message: `我方包裹 ${unweighed} 无法计算成本：包裹没有称重或出库记录` },
    ])
  })

  it('matches by tracking number, lists each kind of difference exactly, resolves them and reconciles', async () => {
    // Cost plan 虾皮台湾空运 (CNY, 0.1 kg increment): ≤0.5 kg 12.00, ≤1 kg 18.00, then 16.00/kg.
    const same = await shipped('0.420', '2025-03-01T00:00:00') // 0.500 kg → 12.00
    const heavier = await shipped('0.800', '2025-03-12T09:00:00') // 0.800 kg → 18.00
    const dearer = await shipped('1.230', '2025-03-20T15:30:00') // 1.300 kg → 20.80
    const unlisted = await shipped('2.050', '2025-03-31T23:59:59') // 2.100 kg → 33.60
    await shipped('0.500', '2025-04-01T00:00:00') // next period: not ours for March
    const stranger = 'TW259999999999'
    const file = await statement([
      [same, 0.5, 12, 'CNY'],
      [heavier, 0.9, '18.00', 'CNY'],
      [dearer, 1.3, 21.35, 'CNY'],
      [stranger, 0.5, 12, 'CNY'],
    ])
    const imported = await importStatement(file, march)
    expect(imported.status, imported.body.message).toBe(200)
    expect(imported.body.message).toMatch(/^已导入对账单 DZ\d{8}-\d{4}，共5行，4处差异待处理$/)
    const header = imported.body.result as Row
    expect(header).toMatchObject({
      lineCount: 5,
      diffCount: 4,
      openCount: 4,
      theirTotal: '63.35',
      ourTotal: '84.40',
      settledTotal: null,
      status: '0',
      status_dictText: '待处理',
      currency: 'CNY',
    })

    const lines = async () =>
      (
        await call<Page<Row>>(
          t.app,
          'GET',
          `/bill/reconciliationLine/list?reconciliationId=${header.id}&pageSize=50`,
          t.ops,
        )
      ).body.result!.records
    const byNo = new Map((await lines()).map((line) => [line.trackingNo, line]))
    const pick = (no: string) => {
      const { diffKind, theirWeight, ourWeight, weightDelta, theirAmount, ourAmount, amountDelta, status } =
        byNo.get(no)!
      return [diffKind, theirWeight, ourWeight, weightDelta, theirAmount, ourAmount, amountDelta, status]
    }
    expect(pick(same)).toEqual(['MATCHED', '0.500', '0.500', '0.000', '12.00', '12.00', '0.00', '2'])
    expect(pick(heavier)).toEqual(['WEIGHT', '0.900', '0.800', '0.100', '18.00', '18.00', '0.00', '0'])
    expect(pick(dearer)).toEqual(['AMOUNT', '1.300', '1.300', '0.000', '21.35', '20.80', '0.55', '0'])
    expect(pick(stranger)).toEqual(['THEIRS_ONLY', '0.500', null, null, '12.00', null, null, '0'])
    expect(pick(unlisted)).toEqual(['OURS_ONLY', null, '2.100', null, null, '33.60', null, '0'])
    expect(byNo.get(dearer)!.diffKind_dictText).toBe('金额不符')

    const again = await importStatement(file, march)
    expectRefused(again, 500)
    expect(again.body.message).toBe(`对方账单号 SPX-2025-03 已导入（对账编号 ${header.reconNo}）`)
    const overlap = await importStatement(file, {
      ...march,
      statementNo: 'SPX-2025-03B',
      periodStart: '2025-03-31',
      periodEnd: '2025-04-15',
    })
    expect(overlap.body.message).toBe(`该渠道该账期已有对账单 ${header.reconNo}`)

    const resolve = (no: string, form: Record<string, string>, token = t.ops) =>
      call<Row>(t.app, 'POST', '/bill/reconciliation/resolve', token, { id: byNo.get(no)!.id, ...form })
    expectRefused(await resolve(same, { resolution: 'ACCEPT_THEIRS', note: '一致' }), 500)
    expect((await resolve(heavier, { resolution: 'KEEP_OURS', note: ' ' })).body.message).toBe(
      '请填写处理说明',
    )
    expect((await resolve(heavier, { resolution: 'DISCARD', note: '?' })).body.message).toBe('请选择处理方式')
    expect((await resolve(dearer, { resolution: 'ADJUST', note: '协商' })).body.message).toBe(
      '调整金额须为不小于0的数字，最多2位小数',
    )
    expectRefused(await resolve(dearer, { resolution: 'ADJUST', amount: '-1', note: '协商' }), 500)
    expectRefused(await resolve(heavier, { resolution: 'KEEP_OURS', note: '复称 0.8kg' }, t.hr), 510)

    const first = await resolve(heavier, { resolution: 'KEEP_OURS', note: '我方复称 0.80kg，按我方重量结算' })
    expect(first.body).toMatchObject({
      success: true,
      message: '已处理，还有3处差异待处理',
      result: { openCount: 3, status: '0' },
    })
    const twice = await resolve(heavier, { resolution: 'ACCEPT_THEIRS', note: '再来' })
    expectRefused(twice, 500)
    expect(twice.body.message).toMatch(
      new RegExp(`^${heavier} 的差异已由 zhangwei 于 \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} 处理$`),
    )
    await resolve(dearer, { resolution: 'ADJUST', amount: '21.1', note: '与承运商协商各让一半' })
    await resolve(stranger, { resolution: 'KEEP_OURS', note: '非我司包裹，拒付' })
    const last = await resolve(unlisted, { resolution: 'ACCEPT_THEIRS', note: '对方漏收，不补' })
    expect(last.body.message).toBe(`已处理，对账单 ${header.reconNo} 已对账`)
    // 12.00 (matched) + 18.00 (ours) + 21.10 (adjusted) + 0 (refused) + 0 (not charged)
    expect(last.body.result).toMatchObject({ status: '1', openCount: 0, settledTotal: '51.10' })
    expect(last.body.result!.reconciledTime).toMatch(/^\d{4}-\d{2}-\d{2} /)

    const resolved = new Map((await lines()).map((line) => [line.trackingNo, line]))
    expect(resolved.get(dearer)).toMatchObject({
      status: '1',
      resolution: 'ADJUST',
      resolution_dictText: '调整金额',
      settledAmount: '21.10',
      note: '与承运商协商各让一半',
      resolveBy: 'zhangwei',
    })
    expect(resolved.get(unlisted)).toMatchObject({ resolution: 'ACCEPT_THEIRS', settledAmount: '0.00' })
    expectRefused(await call(t.app, 'DELETE', `/bill/reconciliation/delete?id=${header.id}`, t.ops), 510)
    const admin = await call(t.app, 'DELETE', `/bill/reconciliation/delete?id=${header.id}`, t.admin)
    expectRefused(admin, 500)
    expect(admin.body.message).toBe(`已对账的对账单不能删除：${header.reconNo}`)
  })

  it('converts our cost into the statement currency at the out-store day rate, and reconciles a clean statement at once', async () => {
    await db().insert(currencyRate).values({
      id: newId(),
      currencyCode: 'TWD',
      rate: '0.22000000',
      effectiveDate: '2025-06-01',
      createTime: new Date(),
    })
    const parcel = await shipped('0.300', '2025-06-15T10:00:00') // 12.00 CNY / 0.22 = 54.5454… → 54.55 TWD
    const clean = await importStatement(await statement([[parcel, 0.3, 54.55, 'TWD']]), {
      ...march,
      statementNo: 'SPX-2025-06',
      periodStart: '2025-06-01',
      periodEnd: '2025-06-30',
    })
    expect(clean.body.message).toMatch(/共1行，双方一致，已对账$/)
    expect(clean.body.result).toMatchObject({
      status: '1',
      diffCount: 0,
      settledTotal: '54.55',
      ourTotal: '54.55',
    })
  })

  it('reads a statement saved as .xls (Excel 97-2003) like the .xlsx one', async () => {
    const parcel = await shipped('0.300', '2025-08-15T10:00:00') // 12.00 CNY, as in the statement
    const sheet = utils.aoa_to_sheet([
      ['Shopee Xpress 对账单'],
      ['结算单位：深圳市波特物流有限公司'],
      HEADER,
      [parcel, 0.3, 12, 'CNY'],
    ])
    const book = utils.book_new()
    utils.book_append_sheet(book, sheet, '对账单')
    const xls = Buffer.from(write(book, { type: 'buffer', bookType: 'biff8' }) as Uint8Array)
    const imported = await importStatement(xls, {
      ...march,
      statementNo: 'SPX-2025-08-XLS',
      periodStart: '2025-08-01',
      periodEnd: '2025-08-31',
    })
    expect(imported.body.message).toMatch(/共1行，双方一致，已对账$/)
    expect(imported.body.result).toMatchObject({
      status: '1',
      diffCount: 0,
      settledTotal: '12.00',
      ourTotal: '12.00',
    })
  })

  it('counts as ours only the parcels the carrier took, not those customs returned or held, returned or destroyed', async () => {
    const flown = await shipped('0.400', '2025-07-03T10:00:00', { status: '4' }) // 0.400 kg, first band → 12.00
    const heldAfterHandOver = await shipped('0.400', '2025-07-04T10:00:00', {
      status: '8',
      heldFromStatus: '5',
    })
    for (const status of ['9', '10', '11', '12']) await shipped('0.400', '2025-07-05T10:00:00', { status })
    const clean = await importStatement(
      await statement([
        [flown, 0.4, 12, 'CNY'],
        [heldAfterHandOver, 0.4, 12, 'CNY'],
      ]),
      { ...march, statementNo: 'SPX-2025-07', periodStart: '2025-07-01', periodEnd: '2025-07-31' },
    )
    const lines = await call<Page<Row>>(
      t.app,
      'GET',
      `/bill/reconciliationLine/list?reconciliationId=${(clean.body.result as Row).id}&pageSize=50`,
      t.ops,
    )
    expect(
      lines.body.result!.records.map((line) => [line.trackingNo, line.diffKind, line.ourAmount]),
    ).toEqual([
      [flown, 'MATCHED', '12.00'],
      [heldAfterHandOver, 'MATCHED', '12.00'],
    ])
    expect(clean.body.message).toMatch(/共2行，双方一致，已对账$/)
  })

  it('is out of reach of customers and of staff without its buttons', async () => {
    const file = await statement([['TW250000000001', 0.5, 12, 'CNY']])
    for (const token of [t.yunfan, t.hr]) {
      expectRefused(await call(t.app, 'GET', '/bill/reconciliation/list', token), 510)
      expectRefused(await call(t.app, 'GET', '/bill/reconciliationLine/list', token), 510)
      expectRefused(await call(t.app, 'GET', '/bill/reconciliation/template', token), 510)
      expectRefused(await importStatement(file, march, token), 510)
      expectRefused(
        await call(t.app, 'POST', '/bill/reconciliation/resolve', token, {
          id: 'x',
          resolution: 'KEEP_OURS',
        }),
        510,
      )
    }
    const template = await t.app.inject({
      method: 'GET',
      url: `${API}/bill/reconciliation/template`,
      headers: { 'x-access-token': t.ops },
    })
    expect(template.statusCode).toBe(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer)
    expect(book.worksheets[0].getRow(3).values).toEqual([undefined, ...HEADER])
  })
})
