import type {
  CgReportColumns,
  CgReportColumnsAndData,
  CgReportData,
  CgReportParamInfo,
  Page,
  ReportHeadWire,
  ReportSourceInfo,
} from '@portico/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { customerBill, logisticsOutBatch, questionPiece } from '../../../src/db/schema'
import { seedId } from '../../../src/services/shared/ids'
import { call, withTestApp } from '../../helpers/app'
import { defineReport } from '../../helpers/cgreport'
import { exportedSheetRows, getExport } from '../../helpers/excel'
import { expectRefused } from '../../helpers/refusals'

const t = withTestApp({ admin: 'admin', yunfan: 'yunfan', ops: 'zhangwei' })

/** Bills far from the demo's dates, so the figures below are those of these rows only. */
const BILLS = [
  { customerId: 1001, billDate: '2031-03-05', totalAmount: '100.10' },
  { customerId: 1001, billDate: '2031-03-20', totalAmount: '200.25' },
  { customerId: 1002, billDate: '2031-03-10', totalAmount: '50.05' },
  { customerId: 1001, billDate: '2031-04-02', totalAmount: '999.99' },
]
const MARCH = { billDate_begin: '2031-03-01', billDate_end: '2031-03-31' }

const cents = (amount: string) => Math.round(Number(amount) * 100)
const yuan = (total: number) => (total / 100).toFixed(2)
/** The expected March figures per customer, summed here from the rows above. */
function marchFigures(customerIds: number[]) {
  const march = BILLS.filter((b) => b.billDate.startsWith('2031-03') && customerIds.includes(b.customerId))
  const byCustomer = new Map<number, { total: number; count: number }>()
  for (const bill of march) {
    const entry = byCustomer.get(bill.customerId) ?? { total: 0, count: 0 }
    entry.total += cents(bill.totalAmount)
    entry.count += 1
    byCustomer.set(bill.customerId, entry)
  }
  return [...byCustomer]
    .sort((a, b) => b[1].total - a[1].total)
    .map(([customerId, { total, count }]) => ({ customerId, sum_totalAmount: yuan(total), count }))
}

const billDesign = {
  source: { kind: 'resource', name: 'customer_bill' },
  columns: [],
  groupBy: [{ field: 'customerId', label: '客户' }],
  measures: [
    { fn: 'sum', field: 'totalAmount', label: '账单金额' },
    { fn: 'count', label: '账单数' },
  ],
  filters: [{ field: 'billDate', mode: 'group', label: '出账日期' }],
  sort: { key: 'sum_totalAmount', order: 'desc' },
  chart: { type: 'pie', category: 'customerId', value: 'sum_totalAmount' },
}

const query = (values: Record<string, string>) => new URLSearchParams(values).toString()
let billReport: string

beforeAll(async () => {
  const db = t.testDb.database.db
  await db.insert(customerBill).values(
    BILLS.map((bill, index) => ({
      id: seedId(`test-bill-${index}`),
      billNo: `TB2031${index}`,
      customerId: bill.customerId,
      periodStart: `2031-0${index + 1}-01`,
      periodEnd: `2031-0${index + 1}-28`,
      billDate: bill.billDate,
      parcelCount: 1,
      taxAmount: '0',
      totalAmount: bill.totalAmount,
    })),
  )
  const added = await call<string>(t.app, 'POST', '/online/cgreport/head/add', t.admin, {
    head: { code: 'test_bill_by_customer', name: '测试客户账单' },
    design: billDesign,
  })
  expect(added.status, added.body.message).toBe(200)
  billReport = added.body.result!
})

describe('designed online report', () => {
  it('groups and sums through the resource, as getData, getColumnsAndData and the popup calls serve it', async () => {
    const expected = marchFigures([1001, 1002])
    const data = await call<CgReportData>(
      t.app,
      'GET',
      `/online/cgreport/api/getData/${billReport}?${query(MARCH)}`,
      t.admin,
    )
    expect(data.status).toBe(200)
    expect(data.body.result!.records).toEqual(expected)
    expect(data.body.result!.total).toBe(expected.length)

    // By its code too, as the hidden route /online/cgreport/:code passes it.
    const page = await call<CgReportColumnsAndData>(
      t.app,
      'GET',
      `/online/cgreport/api/getColumnsAndData/test_bill_by_customer?${query(MARCH)}`,
      t.admin,
    )
    expect(page.status).toBe(200)
    const result = page.body.result!
    expect(result.cgreportHeadName).toBe('测试客户账单')
    expect(result.columns.map((c) => [c.dataIndex, c.title])).toEqual([
      ['customerId', '客户'],
      ['sum_totalAmount', '账单金额'],
      ['count', '账单数'],
    ])
    expect(result.data.records).toEqual(expected)
    expect(result.chart).toEqual({ type: 'pie', category: 'customerId', value: 'sum_totalAmount' })
    const customerDict = result.columns[0].customRender!
    expect(result.dictOptions[customerDict].map((o) => o.value)).toEqual(
      expect.arrayContaining(['1001', '1002']),
    )

    const params = await call<CgReportParamInfo[]>(
      t.app,
      'GET',
      `/online/cgreport/api/getParamsInfo/${billReport}`,
      t.admin,
    )
    expect(params.body.result!.map((p) => [p.paramName, p.paramTxt])).toEqual([['billDate', '出账日期']])

    const columns = await call<CgReportColumns>(
      t.app,
      'GET',
      '/online/cgreport/api/getRpColumns/test_bill_by_customer',
      t.admin,
    )
    expect(columns.body.result!.cgRpConfigId).toBe(billReport)
    expect(columns.body.result!.chart?.type).toBe('pie')
    // By its id too: the designer opens a report on /online/cgreport/<id>.
    const byId = await call<CgReportColumns>(
      t.app,
      'GET',
      `/online/cgreport/api/getRpColumns/${billReport}`,
      t.admin,
    )
    expect(byId.body.result!.cgRpConfigName).toBe('测试客户账单')
  })

  it("a customer's user sees only their own company's rows", async () => {
    const data = await call<CgReportData>(
      t.app,
      'GET',
      `/online/cgreport/api/getData/${billReport}?${query(MARCH)}`,
      t.yunfan,
    )
    expect(data.status).toBe(200)
    expect(data.body.result!.records).toEqual(marchFigures([1001]))
  })

  it('exports the grouped rows as .xlsx with the dictionary texts', async () => {
    const expected = marchFigures([1001, 1002])
    const rows = await exportedSheetRows(
      await getExport(t.app, `/online/cgreport/api/exportXls/${billReport}?${query(MARCH)}`, t.admin),
      { fileName: '测试客户账单.xlsx', title: '测试客户账单' },
    )
    expect(rows.map((r) => String(r.账单金额))).toEqual(expected.map((e) => e.sum_totalAmount))
    expect(rows.map((r) => Number(r.账单数))).toEqual(expected.map((e) => e.count))
    expect(rows.map((r) => r.客户)).not.toContain('1001')
  })

  it('lists and reads the design through the JeecgBoot head calls, with its items', async () => {
    const list = await call<Page<ReportHeadWire>>(
      t.app,
      'GET',
      '/online/cgreport/head/list?code=test_bill',
      t.admin,
    )
    expect(list.body.result!.records.map((r) => r.code)).toEqual(['test_bill_by_customer'])
    expect(list.body.result!.records[0].design?.chart?.type).toBe('pie')
    const items = await call<{ fieldName: string; isShow: number; isQuery: number }[]>(
      t.app,
      'GET',
      `/online/cgreport/item/listByHeadId?headId=${billReport}`,
      t.admin,
    )
    expect(items.body.result!.map((i) => [i.fieldName, i.isShow, i.isQuery])).toEqual([
      ['customerId', 1, 0],
      ['sum_totalAmount', 1, 0],
      ['count', 1, 0],
      ['billDate', 0, 1],
    ])
  })

  it("reads only the request tenant's rows", async () => {
    const db = t.testDb.database.db
    const pieces = [
      { tenantId: 1, status: '0' },
      { tenantId: 1, status: '0' },
      { tenantId: 1, status: '2' },
      { tenantId: 2, status: '0' },
    ]
    await db.insert(questionPiece).values(
      pieces.map((p, i) => ({
        id: seedId(`test-piece-${i}`),
        waybillNo: `RPTTENANT${i}`,
        questionType: '1',
        status: p.status,
        tenantId: p.tenantId,
      })),
    )
    const added = await call<string>(t.app, 'POST', '/online/cgreport/head/add', t.admin, {
      head: { code: 'test_pieces_by_status', name: '问题件按状态' },
      design: {
        source: { kind: 'resource', name: 'question_piece' },
        groupBy: [{ field: 'status' }],
        measures: [{ fn: 'count' }],
        filters: [{ field: 'waybillNo', mode: 'single' }],
      },
    })
    expect(added.status, added.body.message).toBe(200)
    for (const tenantId of [1, 2]) {
      const counts = new Map<string, number>()
      for (const p of pieces.filter((piece) => piece.tenantId === tenantId))
        counts.set(p.status, (counts.get(p.status) ?? 0) + 1)
      const data = await call<CgReportData>(
        t.app,
        'GET',
        `/online/cgreport/api/getData/${added.body.result}?self_waybillNo=RPTTENANT`,
        t.admin,
        undefined,
        { tenant_id: String(tenantId) },
      )
      expect(data.body.result!.records).toEqual(
        [...counts].sort().map(([status, count]) => ({ status, count })),
      )
    }
    // A customer's user who may not list 问题件 cannot run a report over them.
    const refused = await call(t.app, 'GET', `/online/cgreport/api/getData/${added.body.result}`, t.yunfan)
    expectRefused(refused, 510)
  })

  it("shows a customer's user no staff usernames, as the resource's list does", async () => {
    const added = await call<string>(t.app, 'POST', '/online/cgreport/head/add', t.admin, {
      head: { code: 'test_payments_by_staff', name: '支付按经办人' },
      design: {
        source: { kind: 'resource', name: 'customer_payment' },
        groupBy: [{ field: 'createBy' }],
        measures: [{ fn: 'count' }],
      },
    })
    expect(added.status, added.body.message).toBe(200)
    const path = `/online/cgreport/api/getData/${added.body.result}`
    const staff = (await call<CgReportData>(t.app, 'GET', path, t.admin)).body.result!.records
    const customer = (await call<CgReportData>(t.app, 'GET', path, t.yunfan)).body.result!.records
    const named = staff.map((row) => row.createBy).filter(Boolean)
    expect(named.length).toBeGreaterThan(0)
    expect(named).not.toContain('平台')
    expect(customer.length).toBeGreaterThan(0)
    for (const row of customer) expect([null, '平台']).toContain(row.createBy)
  })

  it('buckets date-times by their month in China time', async () => {
    const db = t.testDb.database.db
    // 2031-01-31 16:30 UTC is 2031-02-01 00:30 in GMT+8.
    const batches = [
      { channelCode: 'RPT-A', parcelCount: 5, outStoreTime: new Date('2031-01-31T15:30:00Z') },
      { channelCode: 'RPT-A', parcelCount: 7, outStoreTime: new Date('2031-01-31T16:30:00Z') },
      { channelCode: 'RPT-A', parcelCount: 11, outStoreTime: new Date('2031-02-10T02:00:00Z') },
      { channelCode: 'RPT-B', parcelCount: 3, outStoreTime: new Date('2031-02-11T02:00:00Z') },
    ]
    await db
      .insert(logisticsOutBatch)
      .values(
        batches.map((b, i) => ({ id: seedId(`test-batch-${i}`), batchNo: `RPTB${i}`, status: '1', ...b })),
      )
    const preview = await call<{ data: CgReportData }>(
      t.app,
      'POST',
      `/online/cgreport/design/preview?channelCode=RPT-&pageSize=50`,
      t.admin,
      {
        design: {
          source: { kind: 'resource', name: 'logistics_out_batch' },
          groupBy: [{ field: 'outStoreTime', bucket: 'month' }, { field: 'channelCode' }],
          measures: [{ fn: 'sum', field: 'parcelCount' }],
          filters: [{ field: 'channelCode', mode: 'single' }],
          chart: {
            type: 'bar',
            category: 'outStoreTime_month',
            value: 'sum_parcelCount',
            series: 'channelCode',
          },
        },
      },
    )
    expect(preview.status, preview.body.message).toBe(200)
    const expected = new Map<string, number>()
    for (const b of batches) {
      const china = new Date(b.outStoreTime.getTime() + 8 * 3600_000).toISOString().slice(0, 7)
      const key = `${china}|${b.channelCode}`
      expected.set(key, (expected.get(key) ?? 0) + b.parcelCount)
    }
    expect(preview.body.result!.data.records).toEqual(
      [...expected].sort().map(([key, sum]) => {
        const [month, channelCode] = key.split('|')
        return { outStoreTime_month: month, channelCode, sum_parcelCount: sum }
      }),
    )
  })
})

describe('hostile designs', () => {
  const add = (design: object, head: object = { code: 'hostile', name: '恶意' }) =>
    call(t.app, 'POST', '/online/cgreport/head/add', t.admin, { head, design })
  const on = (name: string, rest: object) => ({ source: { kind: 'resource', name }, ...rest })

  it.each([
    ['an unknown resource', on('pg_shadow', { columns: ['usename'] })],
    ['a table that is no resource', on('sys_user_role', { columns: ['userId'] })],
    ['an online form that does not exist', { source: { kind: 'form', name: 'nope' }, columns: ['x'] }],
    ['a field not in the declaration', on('question_piece', { columns: ['secret'] })],
    ['a system column (tenant)', on('question_piece', { columns: ['tenantId'] })],
    ['a system column (version)', on('question_piece', { groupBy: [{ field: 'version' }] })],
    ['a password field', on('sys_user', { columns: ['password'] })],
    ['SQL as a field', on('question_piece', { columns: ['status; drop table sys_user'] })],
    [
      'SQL as a filter',
      on('question_piece', { columns: ['status'], filters: [{ field: '1=1)--', mode: 'single' }] }),
    ],
    ['a sum of text', on('question_piece', { measures: [{ fn: 'sum', field: 'waybillNo' }] })],
    ['an unknown aggregate', on('question_piece', { measures: [{ fn: 'string_agg', field: 'waybillNo' }] })],
    ['a bucket of text', on('question_piece', { groupBy: [{ field: 'status', bucket: 'month' }] })],
    ['a sort outside the output', on('question_piece', { columns: ['status'], sort: { key: 'tenantId' } })],
    [
      'a chart over no group',
      on('question_piece', {
        columns: ['status'],
        chart: { type: 'bar', category: 'status', value: 'count' },
      }),
    ],
    ['a prototype key', on('question_piece', { columns: ['__proto__'] })],
    [
      'an HTML label',
      on('question_piece', {
        groupBy: [{ field: 'status', label: '<img src=x onerror=alert(1)>' }],
        measures: [{ fn: 'count' }],
      }),
    ],
  ])('refuses %s', async (_what, design) => {
    const { status, body } = await add(design)
    // A business refusal, JeecgBoot's way: HTTP 200, code 500.
    expect([status, body.success, body.code]).toEqual([200, false, 500])
  })

  it('refuses SQL typed into the head, hostile codes, and editing or deleting a developer SQL report', async () => {
    const design = on('question_piece', { columns: ['status'] })
    expectRefused(await add(design, { code: 'x', name: 'x', cgrSql: 'select * from sys_user' }), 500)
    expectRefused(await add(design, { code: "x'; drop table sys_user;--", name: 'x' }), 500)
    await defineReport(t.testDb.database.db, 'dev_sql', 'select 1 as n', [{ field: 'n' }])
    const edit = await call(t.app, 'PUT', '/online/cgreport/head/edit', t.admin, {
      head: { id: 'dev_sql', code: 'dev_sql', name: 'x' },
      design,
    })
    expectRefused(edit, 500)
    expectRefused(await call(t.app, 'DELETE', '/online/cgreport/head/delete?id=dev_sql', t.admin), 500)
  })

  it('needs the designer permission', async () => {
    expect((await add(on('question_piece', { columns: ['status'] }))).status).not.toBe(403)
    const refused = await call(t.app, 'POST', '/online/cgreport/head/add', t.ops, {
      head: { code: 'ops_report', name: 'x' },
      design: on('question_piece', { columns: ['status'] }),
    })
    expectRefused(refused, 510)
    expectRefused(await call(t.app, 'GET', '/online/cgreport/head/list', t.yunfan), 510)
  })

  it('offers only the sources a designer may list, without password fields', async () => {
    const { body } = await call<ReportSourceInfo[]>(t.app, 'GET', '/online/cgreport/design/sources', t.admin)
    const bills = body.result!.find((s) => s.name === 'customer_bill')!
    expect(bills.fields.map((f) => f.name)).toContain('totalAmount')
    const users = body.result!.find((s) => s.name === 'sys_user')
    expect(users?.fields.map((f) => f.name) ?? []).not.toContain('password')
  })
})
