import type { Page } from '@portico/contract'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { call, withTestApp } from '../../helpers/app'

const t = withTestApp({ admin: 'admin' })
const TENANT_1 = { tenant_id: '1' }

type Row = Record<string, unknown> & { id: string }
type Preview = { ddl: string[] }

const as = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
  call<unknown>(t.app, method, path, t.admin, payload, TENANT_1)

async function addDesign(tableName: string, fields: object[]) {
  const { status, body } = await as('POST', '/online/cgform/api/addAll', {
    head: { tableName, tableTxt: '测试表单' },
    fields,
  })
  expect(status, body.message).toBe(200)
  return (body.result as { id: string }).id
}

async function sync(id: string) {
  const { status, body } = await as('POST', `/online/cgform/api/doDbSynch/${id}/normal`)
  return { status, code: body.code, message: body.message }
}

/** The index names and definitions of a table, as PostgreSQL reports them. */
async function indexesOf(table: string): Promise<Record<string, string>> {
  const result = (await t.testDb.database.db.execute(
    sql`select indexname, indexdef from pg_indexes where tablename = ${table}`,
  )) as unknown as { rows: { indexname: string; indexdef: string }[] }
  return Object.fromEntries(result.rows.map((row) => [row.indexname, row.indexdef]))
}

describe('在线表单 field kinds: category tree, rich text, ranges', () => {
  let id: string
  it('takes a category-tree field rooted at a sys_category code, and refuses an unknown code', async () => {
    const unknown = await as('POST', '/online/cgform/api/addAll', {
      head: { tableName: 'onl_goods', tableTxt: '货物' },
      fields: [{ dbFieldName: 'kind', dbFieldTxt: '品类', fieldKind: 'category', dictField: 'Z99' }],
    })
    expect([unknown.status, unknown.body.code, unknown.body.message]).toEqual([
      200,
      500,
      '字段kind的分类字典「Z99」不存在',
    ])

    id = await addDesign('onl_goods', [
      // The seed's first category tree is 货物品类, code A01.
      { dbFieldName: 'kind', dbFieldTxt: '品类', fieldKind: 'category', dictField: 'A01', isQuery: 1 },
      { dbFieldName: 'note', dbFieldTxt: '说明', fieldKind: 'richText' },
      { dbFieldName: 'pieces', dbFieldTxt: '件数', fieldKind: 'integer', fieldMin: '1', fieldMax: '500' },
      { dbFieldName: 'price', dbFieldTxt: '单价', fieldKind: 'money', fieldMin: '0.01' },
    ])
    expect((await sync(id)).code).toBe(200)
    const fields = (await as('GET', `/online/cgform/field/listByHeadId?headId=${id}`)).body.result as {
      dbFieldName: string
      fieldShowType: string
      fieldMin: string
      fieldMax: string
    }[]
    expect(fields.map((f) => [f.dbFieldName, f.fieldShowType, f.fieldMin, f.fieldMax])).toEqual([
      ['kind', 'cat_tree', '', ''],
      ['note', 'umeditor', '', ''],
      ['pieces', 'text', '1', '500'],
      ['price', 'text', '0.01', ''],
    ])
  })

  it('checks the range, keeps rich text sanitised, and stores a category of the tree, named in the list', async () => {
    const categories = (await t.testDb.database.db.execute(
      sql`select id, code, name from sys_category where code in ('A01A01', 'A02')`,
    )) as unknown as { rows: { id: string; code: string; name: string }[] }
    const inTree = categories.rows.find((row) => row.code === 'A01A01')!
    const otherTree = categories.rows.find((row) => row.code === 'A02')!
    const outside = await as('POST', `/online/cgform/api/form/${id}`, { kind: otherTree.id })
    expect([outside.status, outside.body.code, outside.body.message]).toEqual([
      200,
      500,
      `品类「${otherTree.id}」不存在`,
    ])

    const tooMany = await as('POST', `/online/cgform/api/form/${id}`, { pieces: '501' })
    expect([tooMany.status, tooMany.body.code, tooMany.body.message]).toEqual([
      200,
      500,
      '件数须在1到500之间',
    ])
    const free = await as('POST', `/online/cgform/api/form/${id}`, { price: '0.00' })
    expect([free.status, free.body.code, free.body.message]).toEqual([200, 500, '单价不能小于0.01'])

    const added = await as('POST', `/online/cgform/api/form/${id}`, {
      kind: inTree.id,
      pieces: '500',
      price: '0.01',
      note: '<p onclick="alert(1)">易碎<script>alert(2)</script></p>',
    })
    expect(added.status, added.body.message).toBe(200)
    const row = (await as('GET', `/online/cgform/api/form/${id}/${added.body.result}`)).body.result as Row
    expect(row).toMatchObject({ kind: inTree.id, pieces: 500, price: '0.01' })
    const listed = (await as('GET', `/online/cgform/api/getData/${id}`)).body.result as Page<Row>
    expect(listed.records[0]).toMatchObject({ kind: inTree.id, kind_dictText: inTree.name })
    expect(row.note).toBe('<p>易碎</p>')
    const declaration = (await as('GET', `/online/cgform/data/${id}/declaration`)).body.result as {
      fields: Record<string, { kind: string; dictCode?: string }>
    }
    expect(declaration.fields.kind).toMatchObject({ kind: 'treeDict', dictCode: 'A01' })
  })

  it.each([
    [{ fieldKind: 'text', fieldMin: '1' }, '字段x不是数字类型，不能设置最小值'],
    [{ fieldKind: 'integer', fieldMax: '1; drop table sys_user' }, '字段x的最大值须为数字'],
    [{ fieldKind: 'integer', fieldMin: '9', fieldMax: '1' }, '字段x的最小值不能大于最大值'],
    [{ fieldKind: 'category', dictField: 'A01', dbDefaultVal: 'A01A01' }, '字段x不能设置默认值'],
  ])('refuses the bad field %o', async (extra, message) => {
    const { status, body } = await as('POST', '/online/cgform/api/addAll', {
      head: { tableName: 'onl_bad_kind', tableTxt: '坏' },
      fields: [{ dbFieldName: 'x', dbFieldTxt: 'X', ...extra }],
    })
    expect([status, body.code, body.message]).toEqual([200, 500, message])
  })
})

describe('在线表单 indexes: created and dropped by 同步数据库', () => {
  let id: string
  const base = [
    { dbFieldName: 'waybill_no', dbFieldTxt: '运单号', fieldKind: 'text', indexType: 'unique' },
    { dbFieldName: 'city', dbFieldTxt: '城市', fieldKind: 'text', indexType: 'normal' },
    { dbFieldName: 'memo', dbFieldTxt: '备注', fieldKind: 'text' },
  ]

  it('creates a normal and a per-tenant unique index with the table', async () => {
    id = await addDesign('onl_waybill_note', base)
    const preview = (await as('GET', `/online/cgform/api/previewDbSynch/${id}`)).body.result as Preview
    expect(preview.ddl).toContain(
      'CREATE UNIQUE INDEX "onl_waybill_note_waybill_no_uniq" ON "onl_waybill_note" ("tenant_id", "waybill_no")',
    )
    expect(preview.ddl).toContain('CREATE INDEX "onl_waybill_note_city_idx" ON "onl_waybill_note" ("city")')
    expect((await sync(id)).code).toBe(200)
    const indexes = await indexesOf('onl_waybill_note')
    expect(indexes.onl_waybill_note_waybill_no_uniq).toContain('UNIQUE INDEX')
    expect(indexes.onl_waybill_note_waybill_no_uniq).toContain('(tenant_id, waybill_no)')
    expect(indexes.onl_waybill_note_city_idx).toContain('(city)')

    // The database refuses a second row with the same 运单号 in the tenant (the design has no 唯一 check).
    const first = await as('POST', `/online/cgform/api/form/${id}`, { waybill_no: 'YT1', memo: 'a' })
    expect(first.body.success).toBe(true)
    const again = await as('POST', `/online/cgform/api/form/${id}`, { waybill_no: 'YT1', memo: 'b' })
    expect(again.body.success).toBe(false)
    const rows = (await as('GET', `/online/cgform/api/getData/${id}`)).body.result as Page<Row>
    expect(rows.total).toBe(1)
  })

  it('drops an index the design no longer has and adds a new one', async () => {
    const { status, body } = await as('PUT', '/online/cgform/api/editAll', {
      head: { id },
      fields: [base[0], { ...base[1], indexType: '' }, { ...base[2], indexType: 'normal' }],
    })
    expect(status, body.message).toBe(200)
    const preview = (await as('GET', `/online/cgform/api/previewDbSynch/${id}`)).body.result as Preview
    expect(preview.ddl).toEqual([
      'DROP INDEX "onl_waybill_note_city_idx"',
      'CREATE INDEX "onl_waybill_note_memo_idx" ON "onl_waybill_note" ("memo")',
    ])
    expect((await sync(id)).code).toBe(200)
    expect(Object.keys(await indexesOf('onl_waybill_note')).sort()).toEqual([
      'idx_onl_waybill_note_tenant',
      'onl_waybill_note_memo_idx',
      'onl_waybill_note_pkey',
      'onl_waybill_note_waybill_no_uniq',
    ])
  })

  it('refuses a unique index over duplicate values, changing nothing', async () => {
    expect((await as('POST', `/online/cgform/api/form/${id}`, { waybill_no: 'YT2', memo: 'a' })).status).toBe(
      200,
    )
    await as('PUT', '/online/cgform/api/editAll', {
      head: { id },
      fields: [base[0], base[1], { ...base[2], indexType: 'unique' }],
    })
    expect(await sync(id)).toEqual({
      status: 200,
      code: 500,
      message: '现有数据有重复值，无法建立唯一索引，未做任何修改',
    })
    expect(await indexesOf('onl_waybill_note')).toHaveProperty('onl_waybill_note_memo_idx')
  })

  it.each([
    [{ indexType: 'gin; drop table sys_user' }, '字段x的索引类型无效'],
    [{ fieldKind: 'richText', indexType: 'normal' }, '字段x是长文本，不能建立索引'],
  ])('refuses the index %o', async (extra, message) => {
    const { status, body } = await as('POST', '/online/cgform/api/addAll', {
      head: { tableName: 'onl_bad_index', tableTxt: '坏' },
      fields: [{ dbFieldName: 'x', dbFieldTxt: 'X', fieldKind: 'text', ...extra }],
    })
    expect([status, body.code, body.message]).toEqual([200, 500, message])
  })

  it('refuses an index whose name would pass PostgreSQL’s 63 characters', async () => {
    const table = `onl_${'a'.repeat(36)}`
    const field = 'b'.repeat(30)
    const { status, body } = await as('POST', '/online/cgform/api/addAll', {
      head: { tableName: table, tableTxt: '长' },
      fields: [{ dbFieldName: field, dbFieldTxt: 'B', fieldKind: 'text', indexType: 'normal' }],
    })
    expect([status, body.code, body.message]).toEqual([
      200,
      500,
      `字段${field}的索引名${table}_${field}_idx超过63个字符，请缩短表名或字段名`,
    ])
  })
})
