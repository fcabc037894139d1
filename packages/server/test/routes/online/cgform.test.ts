import type { Page, Resource } from '@portico/contract'
import { and, count, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { onlCgformVersion, sysDataLog, sysUser } from '../../../src/db/schema'
import { call, withTestApp } from '../../helpers/app'
import { expectRefused } from '../../helpers/refusals'

const t = withTestApp({ admin: 'admin', ops: 'zhangwei' })
/** admin belongs to tenants 1 and 2; the designs here are tenant 1's. */
const TENANT_1 = { tenant_id: '1' }
const TENANT_2 = { tenant_id: '2' }

type Row = Record<string, unknown> & { id: string }
type Head = { id: string; tableName: string; isDbSynch: string; tableVersion: number }
type Preview = {
  creates: boolean
  ddl: string[]
  losses: { field: string; rows: number }[]
  needsConfirm: boolean
}

const as = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: object,
  headers: Record<string, string> = TENANT_1,
  token = t.admin,
) => call<unknown>(t.app, method, path, token, payload, headers)

const FIELDS = [
  {
    dbFieldName: 'car_no',
    dbFieldTxt: '车牌号',
    fieldKind: 'text',
    dbLength: 20,
    fieldMustInput: '1',
    isUnique: 1,
    isQuery: 1,
  },
  { dbFieldName: 'km', dbFieldTxt: '里程', fieldKind: 'integer' },
  // A JeecgBoot client's field: no fieldKind, its dbType says money.
  { dbFieldName: 'cost', dbFieldTxt: '费用', dbType: 'BigDecimal', fieldShowType: 'text' },
  { dbFieldName: 'upkeep_date', dbFieldTxt: '保养日期', fieldKind: 'date', isQuery: 1, queryMode: 'group' },
  {
    dbFieldName: 'driver_sex',
    dbFieldTxt: '司机性别',
    fieldKind: 'dict',
    dictField: 'sex',
    dbDefaultVal: '1',
  },
]

async function design(tableName: string, fields: object[] = FIELDS, headers = TENANT_1) {
  return as(
    'POST',
    '/online/cgform/api/addAll',
    { head: { tableName, tableTxt: '车辆保养记录' }, fields },
    headers,
  )
}

async function sync(id: string, method: 'normal' | 'force' = 'normal') {
  return as('POST', `/online/cgform/api/doDbSynch/${id}/${method}`)
}

async function rows(id: string, query = '') {
  const { status, body } = await as('GET', `/online/cgform/api/getData/${id}?pageSize=100${query}`)
  expect(status, body.message).toBe(200)
  return (body.result as Page<Row>).records
}

/** The admin's permission codes and the paths of their menu (JSON text: every path at any depth). */
async function permissionsOfAdmin() {
  const { body } = await as('GET', '/sys/permission/getUserPermissionByToken')
  const result = body.result as { auth: { action: string }[]; menu: unknown[] }
  return { auth: result.auth.map((a) => a.action), menu: JSON.stringify(result.menu) }
}

async function editFields(id: string, fields: object[]) {
  const { status, body } = await as('PUT', '/online/cgform/api/editAll', { head: { id }, fields })
  expect(status, body.message).toBe(200)
}

describe('在线表单: design → 同步数据库 → rows → alter', () => {
  let id: string
  const rowIds: string[] = []

  it('stores a design unsynchronised, previews its CREATE TABLE and synchronises it', async () => {
    const added = await design('onl_car_upkeep')
    expect(added.status, added.body.message).toBe(200)
    const head = added.body.result as Head
    id = head.id
    expect(head).toMatchObject({ tableName: 'onl_car_upkeep', isDbSynch: 'N', tableVersion: 1 })

    const fields = await as('GET', `/online/cgform/field/listByHeadId?headId=${id}`)
    expect(
      (fields.body.result as { dbFieldName: string; fieldKind: string }[]).map((f) => [
        f.dbFieldName,
        f.fieldKind,
      ]),
    ).toEqual([
      ['car_no', 'text'],
      ['km', 'integer'],
      ['cost', 'money'],
      ['upkeep_date', 'date'],
      ['driver_sex', 'dict'],
    ])

    // Not synchronised yet: no live API.
    expect((await as('GET', `/online/cgform/api/getData/${id}`)).body.message).toBe(
      '表单onl_car_upkeep尚未同步数据库',
    )

    const preview = (await as('GET', `/online/cgform/api/previewDbSynch/${id}`)).body.result as Preview
    expect(preview.creates).toBe(true)
    expect(preview.ddl[0]).toContain('CREATE TABLE "onl_car_upkeep"')
    expect(preview.ddl[0]).toContain('"cost" numeric(18,2)')
    expect(preview.ddl[0]).toContain('"car_no" varchar(20)')

    const synced = await sync(id)
    expect(synced.status, synced.body.message).toBe(200)
    const after = (await as('GET', `/online/cgform/head/queryById?id=${id}`)).body.result as Head
    expect(after.isDbSynch).toBe('Y')
    // Its menu entry and buttons, granted to administrators.
    const { auth, menu } = await permissionsOfAdmin()
    expect(auth).toEqual(
      expect.arrayContaining(
        ['list', 'add', 'edit', 'delete', 'deleteBatch', 'exportXls', 'importExcel'].map(
          (a) => `online:onl_car_upkeep:${a}`,
        ),
      ),
    )
    expect(menu).toContain(`/online/cgformList/${id}`)
  })

  it('serves the designed entity at once: columns, form schema, add, list with filters, queryById, edit', async () => {
    const columns = (await as('GET', `/online/cgform/api/getColumns/${id}`)).body.result as {
      columns: { dataIndex: string; customRender?: string }[]
      dictOptions: Record<string, { value: string; text: string }[]>
    }
    expect(columns.columns.map((c) => c.dataIndex)).toEqual([
      'car_no',
      'km',
      'cost',
      'upkeep_date',
      'driver_sex',
    ])
    expect(columns.columns[4].customRender).toBe('sex')
    expect(columns.dictOptions.sex.map((o) => o.text)).toEqual(['男', '女'])
    const formItem = (await as('GET', `/online/cgform/api/getFormItem/${id}`)).body.result as {
      schema: { required: string[]; properties: Record<string, { view: string }> }
    }
    expect(formItem.schema.required).toEqual(['car_no'])
    expect(formItem.schema.properties.upkeep_date.view).toBe('date')

    for (const form of [
      { car_no: '沪A12345', km: '12000', cost: '1234.50', upkeep_date: '2026-11-01' },
      { car_no: '京B54321', km: 800, cost: '99.99', upkeep_date: '2026-10-15', driver_sex: '2' },
    ]) {
      const added = await as('POST', `/online/cgform/api/form/${id}`, form)
      expect(added.status, added.body.message).toBe(200)
      rowIds.push(added.body.result as string)
    }
    const listed = await rows(id, `&car_no=${encodeURIComponent('*沪A*')}`)
    expect(listed).toHaveLength(1)
    expect(listed[0]).toMatchObject({
      id: rowIds[0],
      car_no: '沪A12345',
      km: 12000,
      cost: '1234.50',
      upkeep_date: '2026-11-01',
      driver_sex: '1', // the design's default
      driver_sex_dictText: '男',
      tenant_id: 1,
      create_by: 'admin',
    })
    const inOctober = await rows(id, '&upkeep_date_begin=2026-10-01&upkeep_date_end=2026-10-31')
    expect(inOctober.map((r) => r.car_no)).toEqual(['京B54321'])

    const edited = await as('PUT', `/online/cgform/api/form/${id}`, { id: rowIds[1], km: 900 })
    expect(edited.status, edited.body.message).toBe(200)
    const one = (await as('GET', `/online/cgform/api/form/${id}/${rowIds[1]}`)).body.result as Row
    expect(one).toMatchObject({ km: 900, car_no: '京B54321', version: 2 })

    // The same rows through the declared-resource protocol <ResourcePage> speaks (property names).
    const declaration = (await as('GET', `/online/cgform/data/${id}/declaration`)).body.result as Resource
    expect(declaration).toMatchObject({ table: 'onl_car_upkeep', baseUrl: `/online/cgform/data/${id}` })
    expect(declaration.perms.list).toBe('online:onl_car_upkeep:list')
    const viaResource = await as('GET', `/online/cgform/data/${id}/list?carNo=${encodeURIComponent('*京B*')}`)
    expect((viaResource.body.result as Page<Row>).records).toEqual([
      expect.objectContaining({ carNo: '京B54321', driverSex: '2', driverSex_dictText: '女', version: 2 }),
    ])

    // Every write is in the data log under the designed table.
    const logged = await t.testDb.database.db
      .select({ n: count() })
      .from(sysDataLog)
      .where(eq(sysDataLog.dataTable, 'onl_car_upkeep'))
    expect(logged[0].n).toBe(3)
  })

  it('checks rows as the design says: required, formats, unique', async () => {
    const missing = await as('POST', `/online/cgform/api/form/${id}`, { km: 1 })
    expect([missing.status, missing.body.code, missing.body.message]).toEqual([200, 500, '请输入车牌号!'])
    const badMoney = await as('POST', `/online/cgform/api/form/${id}`, { car_no: '粤C1', cost: '1.234' })
    expect([badMoney.status, badMoney.body.code, badMoney.body.message]).toEqual([
      200,
      500,
      '费用必须是金额（最多2位小数）',
    ])
    const tooLong = await as('POST', `/online/cgform/api/form/${id}`, { car_no: 'X'.repeat(21) })
    expect([tooLong.status, tooLong.body.code, tooLong.body.message]).toEqual([
      200,
      500,
      '车牌号最多20个字符',
    ])
    const badDict = await as('POST', `/online/cgform/api/form/${id}`, { car_no: '粤C1', driver_sex: '9' })
    expectRefused(badDict, 500)
    const duplicate = await as('POST', `/online/cgform/api/form/${id}`, { car_no: '沪A12345' })
    expect([duplicate.status, duplicate.body.code, duplicate.body.message]).toEqual([
      200,
      500,
      '车牌号已存在',
    ])
    expect(await rows(id)).toHaveLength(2)
  })

  it('adds a field: the rows keep their data', async () => {
    await editFields(id, [...FIELDS, { dbFieldName: 'shop', dbFieldTxt: '保养门店', fieldKind: 'text' }])
    const preview = (await as('GET', `/online/cgform/api/previewDbSynch/${id}`)).body.result as Preview
    expect(preview).toMatchObject({ creates: false, losses: [], needsConfirm: false })
    expect(preview.ddl).toEqual(['ALTER TABLE "onl_car_upkeep" ADD COLUMN "shop" varchar(100)'])
    // Until synchronised, the live API serves the table as it is.
    expect(Object.keys((await rows(id))[0])).not.toContain('shop')
    const synced = await sync(id)
    expect(synced.status, synced.body.message).toBe(200)

    const listed = await rows(id, '&column=car_no&order=asc')
    expect(listed.map((r) => [r.car_no, r.km, r.cost, r.shop])).toEqual([
      ['京B54321', 900, '99.99', null],
      ['沪A12345', 12000, '1234.50', null],
    ])
    const edited = await as('PUT', `/online/cgform/api/form/${id}`, { id: rowIds[0], shop: '浦东店' })
    expect(edited.status, edited.body.message).toBe(200)
    expect((await rows(id, '&shop=浦东店')).map((r) => r.car_no)).toEqual(['沪A12345'])
  })

  it('refuses a change that loses data unless confirmed, then records it as a version', async () => {
    // Drop 里程 (both rows hold one) and narrow 车牌号 to 7 characters (沪A12345 has 7, 京B54321 too: no loss there).
    const withoutKm = FIELDS.filter((f) => f.dbFieldName !== 'km').map((f) =>
      f.dbFieldName === 'car_no' ? { ...f, dbLength: 7 } : f,
    )
    await editFields(id, [
      ...withoutKm,
      { dbFieldName: 'shop', dbFieldTxt: '保养门店', fieldKind: 'text', dbLength: 2 },
    ])
    const preview = (await as('GET', `/online/cgform/api/previewDbSynch/${id}`)).body.result as Preview
    expect(preview.needsConfirm).toBe(true)
    expect(preview.losses.map((l) => [l.field, l.rows])).toEqual([
      ['shop', 1],
      ['km', 2],
    ])

    const refused = await sync(id)
    expectRefused(refused, 500)
    expect(refused.body.message).toBe(
      '同步将丢失数据：字段「保养门店」(shop) 长度将从100缩短为2，1行的值将被截断；字段「里程」(km) 将被删除，2行的值将丢失。确认后请选择强制同步',
    )
    // Nothing ran: the rows and the live API are as they were.
    expect((await rows(id)).map((r) => r.km).sort()).toEqual([12000, 900].sort())

    const forced = await sync(id, 'force')
    expect(forced.status, forced.body.message).toBe(200)
    const listed = await rows(id, '&column=car_no&order=asc')
    expect(listed.map((r) => [r.car_no, r.cost, r.shop, 'km' in r])).toEqual([
      ['京B54321', '99.99', null, false],
      ['沪A12345', '1234.50', '浦东', false],
    ])
    const versions = await t.testDb.database.db
      .select({ tableVersion: onlCgformVersion.tableVersion, losses: onlCgformVersion.losses })
      .from(onlCgformVersion)
      .where(eq(onlCgformVersion.cgformHeadId, id))
      .orderBy(onlCgformVersion.tableVersion)
    expect(versions.map((v) => v.tableVersion)).toEqual([1, 2, 3])
    expect((versions[2].losses as { field: string }[]).map((l) => l.field)).toEqual(['shop', 'km'])
  })

  it('rolls a confirmed retyping back whole when the values do not convert', async () => {
    const before = (await rows(id)).map((r) => r.car_no).sort()
    const retyped = FIELDS.filter((f) => f.dbFieldName !== 'km').map((f) =>
      f.dbFieldName === 'car_no' ? { ...f, fieldKind: 'integer', isUnique: 0 } : f,
    )
    await editFields(id, [
      ...retyped,
      { dbFieldName: 'shop', dbFieldTxt: '保养门店', fieldKind: 'text', dbLength: 2 },
    ])
    const preview = (await as('GET', `/online/cgform/api/previewDbSynch/${id}`)).body.result as Preview
    expect(preview.losses.map((l) => [l.field, l.rows])).toEqual([['car_no', 2]])
    const forced = await sync(id, 'force')
    expect([forced.status, forced.body.code, forced.body.message]).toEqual([
      200,
      500,
      '现有数据无法转换为新的字段类型，未做任何修改；可删除该字段后重新添加',
    ])
    expect((await rows(id)).map((r) => r.car_no).sort()).toEqual(before)
  })

  it('keeps the design and its rows to its tenant', async () => {
    expectRefused(await as('GET', `/online/cgform/api/getData/${id}`, undefined, TENANT_2), 500)
    expectRefused(await as('GET', `/online/cgform/api/form/${id}/${rowIds[0]}`, undefined, TENANT_2), 500)
    expectRefused(await as('GET', `/online/cgform/head/queryById?id=${id}`, undefined, TENANT_2), 500)
    expectRefused(await as('DELETE', `/online/cgform/api/form/${id}/${rowIds[0]}`, undefined, TENANT_2), 500)
    const list = (await as('GET', '/online/cgform/head/list', undefined, TENANT_2)).body.result as Page<Head>
    expect(list.records.map((h) => h.tableName)).not.toContain('onl_car_upkeep')
    // Another tenant cannot design over the table either.
    const taken = await design('onl_car_upkeep', FIELDS, TENANT_2)
    expect([taken.status, taken.body.code, taken.body.message]).toEqual([
      200,
      500,
      '表名onl_car_upkeep已存在',
    ])
    // Rows another tenant wrote straight into the table stay out of tenant 1's list and reads.
    await t.testDb.database.db.execute(
      sql`insert into onl_car_upkeep (id, tenant_id, car_no, version) values ('other-tenant-row', 2, '外租户', 1)`,
    )
    expect((await rows(id)).map((r) => r.car_no)).not.toContain('外租户')
    expectRefused(await as('GET', `/online/cgform/api/form/${id}/other-tenant-row`), 500)
    expectRefused(await as('DELETE', `/online/cgform/api/form/${id}/other-tenant-row`), 500)
  })

  it('needs the designer’s and the design’s permission codes', async () => {
    expectRefused(await as('GET', '/online/cgform/head/list', undefined, TENANT_1, t.ops), 510)
    expectRefused(await as('GET', `/online/cgform/api/getData/${id}`, undefined, TENANT_1, t.ops), 510)
    expectRefused(await as('POST', `/online/cgform/api/form/${id}`, { car_no: '苏E1' }, TENANT_1, t.ops), 510)
  })

  it('deletes rows (one and a batch), and a design only once its table is empty', async () => {
    const refused = await as('DELETE', `/online/cgform/head/delete?id=${id}`)
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([
      200,
      500,
      '表中已有数据，不能删除该表单',
    ])
    expect((await as('DELETE', `/online/cgform/api/form/${id}/${rowIds[0]}`)).status).toBe(200)
    const batch = await as('DELETE', `/online/cgform/api/form/${id}/${rowIds[1]},`)
    expect(batch.status, batch.body.message).toBe(200)
    expect(await rows(id)).toEqual([])
    await t.testDb.database.db.execute(sql`delete from onl_car_upkeep where id = 'other-tenant-row'`)
    const deleted = await as('DELETE', `/online/cgform/head/delete?id=${id}`)
    expect(deleted.status, deleted.body.message).toBe(200)
    const { auth, menu } = await permissionsOfAdmin()
    expect(auth.filter((code) => code.startsWith('online:onl_car_upkeep:'))).toEqual([])
    expect(menu).not.toContain(`/online/cgformList/${id}`)
    const gone = await t.testDb.database.db.execute(sql`select to_regclass('onl_car_upkeep') as t`)
    expect((gone as unknown as { rows: { t: unknown }[] }).rows[0].t).toBeNull()
  })
})

describe('在线表单: hostile designs are refused, nothing created', () => {
  const field = (extra: object) => [{ dbFieldName: 'name', dbFieldTxt: '名称', fieldKind: 'text', ...extra }]

  it.each([
    ['onl_x"; drop table sys_user; --', '表名须以onl_开头，只含小写字母、数字和单个下划线，且以字母开头'],
    ['sys_user', '表名须以onl_开头，只含小写字母、数字和单个下划线，且以字母开头'],
    ['onl_cgform_head', '表名onl_cgform_head是系统表，不能使用'],
    ['onl_cgreport_head', '表名onl_cgreport_head是系统表，不能使用'],
    ['ONL_UPPER', '表名须以onl_开头，只含小写字母、数字和单个下划线，且以字母开头'],
    [`onl_${'a'.repeat(40)}`, '表名最多40个字符'],
  ])('table name %s', async (tableName, message) => {
    const { status, body } = await design(tableName, field({}))
    expect([status, body.code, body.message]).toEqual([200, 500, message])
  })

  it.each([
    [{ dbFieldName: 'tenant_id' }, '字段名tenant_id是系统字段，不能使用'],
    [{ dbFieldName: 'id' }, '字段名id是系统字段，不能使用'],
    [{ dbFieldName: 'create_by' }, '字段名create_by是系统字段，不能使用'],
    [{ dbFieldName: 'ctid' }, '字段名ctid是系统字段，不能使用'],
    [
      { dbFieldName: 'a" text);drop table t' },
      '字段名a" text);drop table t只能含小写字母、数字和单个下划线，且以字母开头',
    ],
    [{ fieldKind: 'blob' }, '字段name的类型不受支持'],
    [{ fieldKind: undefined, fieldShowType: 'popup' }, '字段name的类型不受支持'],
    [
      { fieldKind: 'integer', dbDefaultVal: '0); drop table sys_user; --' },
      '字段name的默认值无效：名称必须是整数',
    ],
    [{ fieldKind: 'date', dbDefaultVal: 'now()' }, '字段name的默认值无效：名称必须是日期（yyyy-MM-dd）'],
    [{ dbLength: 3, dbDefaultVal: "x'); --" }, '字段name的默认值无效：名称最多3个字符'],
    [
      { fieldKind: 'dict', dictField: 'sys_user,password,username' },
      '字段name的字典「sys_user,password,username」不存在',
    ],
    [{ fieldKind: 'dict', dictField: 'sex', dbDefaultVal: '3' }, '字段name的默认值不是字典「sex」的选项'],
    [{ fieldValidType: '^(a+)+$' }, '字段name的校验规则「^(a+)+$」不受支持'],
    [{ dbLength: 99999 }, '字段name的长度须为1到4000之间的整数'],
    [{ dbLength: '10) ; drop table sys_user' }, '字段name的长度须为1到4000之间的整数'],
  ])('field %o', async (extra, message) => {
    const { status, body } = await design('onl_hostile', field(extra))
    expect([status, body.code, body.message]).toEqual([200, 500, message])
  })

  it('deletes unsynchronised designs in a batch', async () => {
    const ids: string[] = []
    for (const tableName of ['onl_batch_one', 'onl_batch_two']) {
      const added = await design(tableName, field({}))
      expect(added.status, added.body.message).toBe(200)
      ids.push((added.body.result as Head).id)
    }
    const batch = await as('DELETE', `/online/cgform/head/deleteBatch?ids=${ids.join(',')}`)
    expect(batch.status, batch.body.message).toBe(200)
    const list = (await as('GET', '/online/cgform/head/list?tableName=onl_batch')).body.result as Page<Head>
    expect(list.total).toBe(0)
  })

  it('refuses two names that are one property, and nothing above was stored or created', async () => {
    const fields = [
      { dbFieldName: 'a_1', dbFieldTxt: 'A', fieldKind: 'text' },
      { dbFieldName: 'a1', dbFieldTxt: 'B', fieldKind: 'text' },
    ]
    expect((await design('onl_hostile', fields)).body.message).toBe('字段名a1与a_1重复')
    const list = (await as('GET', '/online/cgform/head/list?tableName=onl_hostile')).body.result as Page<Head>
    expect(list.total).toBe(0)
    const users = await t.testDb.database.db
      .select({ n: count() })
      .from(sysUser)
      .where(and(eq(sysUser.username, 'admin')))
    expect(users[0].n).toBe(1)
  })
})
