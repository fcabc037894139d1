import type { Envelope, Page } from '@portico/contract'
import { describe, expect, it } from 'vitest'
import { API, call, withTestApp } from '../../helpers/app'
import { type ImportResult, jeecgWorkbook, sheetRecords } from '../../helpers/excel'
import { expectRefused } from '../../helpers/refusals'

const t = withTestApp({ admin: 'admin', ops: 'zhangwei' })
const TENANT_1 = { tenant_id: '1' }

const as = (method: 'GET' | 'POST', path: string, payload?: object, token = t.admin) =>
  call<unknown>(t.app, method, path, token, payload, TENANT_1)

const exportOf = (path: string, token = t.admin) =>
  t.app.inject({ method: 'GET', url: `${API}${path}`, headers: { 'x-access-token': token, ...TENANT_1 } })

async function importOf(path: string, data: Buffer) {
  const form = new FormData()
  form.append('file', new Blob([data]), 'rows.xlsx')
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}${path}`,
    headers: { 'x-access-token': t.admin, ...TENANT_1 },
    payload: form,
  })
  return { status: response.statusCode, body: response.json() as Envelope<ImportResult> }
}

describe('在线表单 Excel: export and import through the declared resources’ Excel services', () => {
  let id: string

  it('exports the rows the list shows, dictionary values as text, on both paths', async () => {
    const added = await as('POST', '/online/cgform/api/addAll', {
      head: { tableName: 'onl_fuel_log', tableTxt: '加油记录' },
      fields: [
        { dbFieldName: 'car_no', dbFieldTxt: '车牌号', fieldKind: 'text', fieldMustInput: '1' },
        { dbFieldName: 'driver_sex', dbFieldTxt: '司机性别', fieldKind: 'dict', dictField: 'sex' },
        { dbFieldName: 'cost', dbFieldTxt: '费用', fieldKind: 'money' },
      ],
    })
    expect(added.status, added.body.message).toBe(200)
    id = (added.body.result as { id: string }).id
    expect((await as('POST', `/online/cgform/api/doDbSynch/${id}/normal`)).status).toBe(200)
    for (const row of [
      { car_no: '沪A1', driver_sex: '1', cost: '300.50' },
      { car_no: '京B2', driver_sex: '2', cost: '88.00' },
    ])
      expect((await as('POST', `/online/cgform/api/form/${id}`, row)).status).toBe(200)

    const all = await exportOf(`/online/cgform/data/${id}/exportXls`)
    expect(all.statusCode).toBe(200)
    expect(all.headers['content-disposition']).toContain(encodeURIComponent('加油记录列表.xlsx'))
    const sheet = await sheetRecords(all.rawPayload)
    expect(sheet.title).toBe('加油记录列表数据')
    expect(sheet.rows.map((row) => [row.车牌号, row.司机性别, row.费用]).sort()).toEqual([
      ['京B2', '女', '88.00'],
      ['沪A1', '男', '300.50'],
    ])

    // JeecgBoot's path filters by column names.
    const filtered = await exportOf(`/online/cgform/api/exportXls/${id}?car_no=${encodeURIComponent('*沪*')}`)
    expect((await sheetRecords(filtered.rawPayload)).rows.map((row) => row.车牌号)).toEqual(['沪A1'])
  })

  it('imports rows checked like the form: good rows in, bad rows refused', async () => {
    const workbook = await jeecgWorkbook(
      '加油记录',
      ['车牌号', '司机性别', '费用'],
      [
        ['粤C3', '男', '120.25'],
        ['', '女', '1'],
        ['浙D4', '女', '1.234'],
      ],
      '加油记录列表数据',
    )
    const { status, body } = await importOf(`/online/cgform/data/${id}/importExcel`, workbook)
    expect(body.code).toBe(201)
    expect(status).toBe(200)
    expect(body.result).toMatchObject({ totalCount: 3, successCount: 1, errorCount: 2 })
    const rows = (await as('GET', `/online/cgform/api/getData/${id}?car_no=${encodeURIComponent('粤C3')}`))
      .body.result as Page<Record<string, unknown>>
    expect(rows.records).toEqual([
      expect.objectContaining({ car_no: '粤C3', driver_sex: '1', cost: '120.25' }),
    ])

    const again = await importOf(
      `/online/cgform/api/importXls/${id}`,
      await jeecgWorkbook('加油记录', ['车牌号', '费用'], [['苏E5', '9']], '加油记录列表数据'),
    )
    expect(again.body.result).toMatchObject({ totalCount: 1, successCount: 1 })
  })

  it('needs the form’s export and import codes', async () => {
    expectRefused(await exportOf(`/online/cgform/data/${id}/exportXls`, t.ops), 510)
    expectRefused(await as('GET', `/online/cgform/api/exportXls/${id}`, undefined, t.ops), 510)
  })
})
