import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { call, withTestApp } from '../../helpers/app'
import { expectRefused } from '../../helpers/refusals'

const t = withTestApp({ admin: 'admin' })
const TENANT_1 = { tenant_id: '1' }
const TENANT_2 = { tenant_id: '2' }

type Row = Record<string, unknown> & { id: string }

const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, headers = TENANT_1) =>
  call<unknown>(t.app, method, path, t.admin, payload, headers)

async function designAndSync(tableName: string, tableTxt: string, fields: object[]) {
  const added = await as('POST', '/online/cgform/api/addAll', { head: { tableName, tableTxt }, fields })
  expect(added.status, added.body.message).toBe(200)
  const id = (added.body.result as { id: string }).id
  const synced = await as('POST', `/online/cgform/api/doDbSynch/${id}/normal`)
  expect(synced.status, synced.body.message).toBe(200)
  return id
}

/** The sub-table's rows as the database holds them (whatever the API says). */
async function storedItems() {
  const result = (await t.testDb.database.db.execute(
    sql`select item, qty, upkeep_id, tenant_id from onl_upkeep_item order by item`,
  )) as unknown as { rows: Record<string, unknown>[] }
  return result.rows
}

const ITEM_FIELDS = [
  {
    dbFieldName: 'upkeep_id',
    dbFieldTxt: '保养记录',
    fieldKind: 'text',
    dbLength: 32,
    mainTable: 'onl_upkeep',
    mainField: 'id',
  },
  { dbFieldName: 'item', dbFieldTxt: '项目', fieldKind: 'text', fieldMustInput: '1' },
  { dbFieldName: 'qty', dbFieldTxt: '数量', fieldKind: 'integer', fieldMin: '1' },
  { dbFieldName: 'price', dbFieldTxt: '单价', fieldKind: 'money' },
]

describe('在线表单 一对多: a main table with a sub-table', () => {
  let main: string
  let rowId: string

  it('designs a sub-table whose foreign key names the main design (indexed), refusing a missing main', async () => {
    main = await designAndSync('onl_upkeep', '车辆保养', [
      { dbFieldName: 'car_no', dbFieldTxt: '车牌号', fieldKind: 'text', fieldMustInput: '1' },
    ])
    const orphan = await as('POST', '/online/cgform/api/addAll', {
      head: { tableName: 'onl_orphan_item', tableTxt: '孤儿' },
      fields: [{ ...ITEM_FIELDS[0], mainTable: 'onl_nowhere' }],
    })
    expect([orphan.status, orphan.body.code, orphan.body.message]).toEqual([
      200,
      500,
      '字段upkeep_id的主表onl_nowhere不存在',
    ])
    const otherTenant = await as(
      'POST',
      '/online/cgform/api/addAll',
      { head: { tableName: 'onl_t2_item', tableTxt: '租户2' }, fields: [ITEM_FIELDS[0]] },
      TENANT_2,
    )
    expect([otherTenant.status, otherTenant.body.code, otherTenant.body.message]).toEqual([
      200,
      500,
      '字段upkeep_id的主表onl_upkeep不存在',
    ])

    const sub = await as('POST', '/online/cgform/api/addAll', {
      head: { tableName: 'onl_upkeep_item', tableTxt: '保养项目' },
      fields: ITEM_FIELDS,
    })
    const subId = (sub.body.result as { id: string }).id
    const preview = (await as('GET', `/online/cgform/api/previewDbSynch/${subId}`)).body.result as {
      ddl: string[]
    }
    expect(preview.ddl).toContain(
      'CREATE INDEX "onl_upkeep_item_upkeep_id_idx" ON "onl_upkeep_item" ("upkeep_id")',
    )
    expect((await as('POST', `/online/cgform/api/doDbSynch/${subId}/normal`)).status).toBe(200)
    const fields = (await as('GET', `/online/cgform/field/listByHeadId?headId=${subId}`)).body.result as Row[]
    expect(fields[0]).toMatchObject({ dbFieldName: 'upkeep_id', mainTable: 'onl_upkeep', mainField: 'id' })
  })

  it('adds a main row with its sub rows in one transaction, and queryById answers them', async () => {
    const added = await as('POST', `/online/cgform/api/form/${main}`, {
      car_no: '沪A1',
      onl_upkeep_item: [
        { item: '机油', qty: '2', price: '80.00' },
        { item: '滤芯', qty: '1', price: '35.50' },
      ],
    })
    expect(added.status, added.body.message).toBe(200)
    rowId = added.body.result as string
    const one = (await as('GET', `/online/cgform/api/form/${main}/${rowId}`)).body.result as Row
    expect(one.car_no).toBe('沪A1')
    expect((one.onl_upkeep_item as Row[]).map((r) => [r.item, r.qty, r.price, r.upkeep_id])).toEqual([
      ['机油', 2, '80.00', rowId],
      ['滤芯', 1, '35.50', rowId],
    ])
    const viaResource = (await as('GET', `/online/cgform/data/${main}/queryById?id=${rowId}`)).body
      .result as Row
    expect((viaResource.onl_upkeep_item as Row[]).map((r) => r.upkeepId)).toEqual([rowId, rowId])
  })

  it('answers JeecgBoot table types (1 single, 2 main, 3 sub) and refuses to delete a main before its sub-table', async () => {
    const single = await designAndSync('onl_upkeep_note', '保养备注', [
      { dbFieldName: 'note', dbFieldTxt: '备注', fieldKind: 'text' },
    ])
    const list = (await as('GET', '/online/cgform/head/list?tableName=onl_upkeep&pageSize=50')).body
      .result as { records: Row[] }
    const typeOf = Object.fromEntries(list.records.map((head) => [head.tableName, head.tableType]))
    expect(typeOf).toEqual({ onl_upkeep: 2, onl_upkeep_item: 3, onl_upkeep_note: 1 })
    const one = (await as('GET', `/online/cgform/head/queryById?id=${main}`)).body.result as Row
    expect(one.tableType).toBe(2)
    const columns = (await as('GET', `/online/cgform/api/getColumns/onl_upkeep_item`)).body.result as Row
    expect(columns.tableType).toBe(3)
    const form = (await as('GET', `/online/cgform/api/getFormItem/${single}`)).body.result as { head: Row }
    expect(form.head.tableType).toBe(1)

    const refused = await as('DELETE', `/online/cgform/head/delete?id=${main}`)
    expectRefused(refused, 500)
    expect(refused.body.message).toBe('表单onl_upkeep是onl_upkeep_item的主表，请先删除子表')
    const still = (await as('GET', `/online/cgform/head/queryById?id=${main}`)).body
    expect(still.success, still.message).toBe(true)
    const removed = await as('DELETE', `/online/cgform/head/delete?id=${single}`)
    expect(removed.body.success, removed.body.message).toBe(true)
  })

  it("answers the main form's declaration with its sub-table, which its screen edits inline", async () => {
    const declared = await as('GET', `/online/cgform/data/${main}/declaration`)
    expect(declared.body.success, declared.body.message).toBe(true)
    const declaration = declared.body.result as Row & { subTables: Row[] }
    expect(declaration.table).toBe('onl_upkeep')
    expect(declaration.subTables.map((sub) => [sub.table, sub.title, sub.foreignKey])).toEqual([
      ['onl_upkeep_item', '保养项目', 'upkeepId'],
    ])
    const subResource = declaration.subTables[0].resource as { fields: Record<string, Row>; table: string }
    expect(subResource.table).toBe('onl_upkeep_item')
    expect(Object.keys(subResource.fields)).toEqual(
      expect.arrayContaining(['upkeepId', 'item', 'qty', 'price']),
    )
    // The sub design has no sub-table of its own.
    const sub = (await as('GET', `/online/cgform/data/onl_upkeep_item/declaration`)).body.result as Row
    expect(sub.subTables).toEqual([])
  })

  it("saves the screen's main row with its sub rows (property names) and edits them in place", async () => {
    const added = await as('POST', `/online/cgform/data/${main}/add`, {
      carNo: '粤C3',
      onl_upkeep_item: [{ item: '雨刮', qty: '2', price: '19.90' }],
    })
    expect(added.body.success, added.body.message).toBe(true)
    const id = added.body.result as string
    const read = async () =>
      (await as('GET', `/online/cgform/data/${main}/queryById?id=${id}`)).body.result as Row & {
        onl_upkeep_item: Row[]
      }
    const first = await read()
    expect(first.onl_upkeep_item.map((r) => [r.item, r.qty, r.price, r.upkeepId])).toEqual([
      ['雨刮', 2, '19.90', id],
    ])
    const edited = await as('PUT', `/online/cgform/data/${main}/edit`, {
      id,
      version: first.version,
      carNo: '粤C3',
      onl_upkeep_item: [
        { ...first.onl_upkeep_item[0], qty: '3' },
        { item: '玻璃水', qty: '1', price: '8' },
      ],
    })
    expect(edited.body.success, edited.body.message).toBe(true)
    expect((await read()).onl_upkeep_item.map((r) => [r.item, r.qty, r.price])).toEqual([
      ['雨刮', 3, '19.90'],
      ['玻璃水', 1, '8.00'],
    ])
    const removed = await as('DELETE', `/online/cgform/data/${main}/delete?id=${id}`)
    expect(removed.body.success, removed.body.message).toBe(true)
    expect((await storedItems()).filter((r) => r.upkeep_id === id)).toEqual([])
  })

  it('refuses the whole write when one sub row is wrong, naming the row', async () => {
    const bad = await as('POST', `/online/cgform/api/form/${main}`, {
      car_no: '京B2',
      onl_upkeep_item: [
        { item: '轮胎', qty: '4' },
        { item: '', qty: '1' },
      ],
    })
    expect([bad.status, bad.body.code, bad.body.message]).toEqual([200, 500, '保养项目第2行：请输入项目!'])
    const edit = await as('PUT', `/online/cgform/api/form/${main}`, {
      id: rowId,
      car_no: '沪A1改',
      onl_upkeep_item: [{ item: '刹车片', qty: '0' }],
    })
    expect([edit.status, edit.body.code, edit.body.message]).toEqual([
      200,
      500,
      '保养项目第1行：数量不能小于1',
    ])
    const list = (await as('GET', `/online/cgform/api/getData/${main}`)).body.result as { records: Row[] }
    expect(list.records.map((r) => r.car_no)).toEqual(['沪A1'])
    expect((await storedItems()).map((r) => r.item)).toEqual(['机油', '滤芯'])
  })

  it('edits replace the sub rows; an edit without them keeps them', async () => {
    const edit = await as('PUT', `/online/cgform/api/form/${main}`, {
      id: rowId,
      onl_upkeep_item: [{ item: '空调滤', qty: '1', price: '60' }],
    })
    expect(edit.status, edit.body.message).toBe(200)
    expect((await storedItems()).map((r) => [r.item, r.upkeep_id, r.tenant_id])).toEqual([
      ['空调滤', rowId, 1],
    ])
    const keep = await as('PUT', `/online/cgform/api/form/${main}`, { id: rowId, car_no: '沪A9' })
    expect(keep.status, keep.body.message).toBe(200)
    expect((await storedItems()).map((r) => r.item)).toEqual(['空调滤'])
  })

  it('deleting the main row deletes its sub rows', async () => {
    const removed = await as('DELETE', `/online/cgform/api/form/${main}/${rowId}`)
    expect(removed.status, removed.body.message).toBe(200)
    expect(await storedItems()).toEqual([])
  })

  it('deletes a main design together with its sub-table design, the sub-table first whatever the order', async () => {
    const removed = await as('DELETE', `/online/cgform/head/deleteBatch?ids=${main},onl_upkeep_item`)
    expect(removed.body.success, removed.body.message).toBe(true)
    const list = (await as('GET', '/online/cgform/head/list?tableName=onl_upkeep')).body.result as {
      records: Row[]
    }
    expect(list.records).toEqual([])
  })
})
