import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { Caches } from '../../services/cache/caches'
import { addDesign, type DesignActor, headOrMissing } from '../../services/online-form/designs'
import { LiveForms } from '../../services/online-form/live'
import { syncDesign } from '../../services/online-form/sync'
import type { FileStore } from '../../stores/files'
import { PgKvStore } from '../../stores/kv'
import type { Db } from '../client'
import { onlCgformHead } from '../schema'

/** The demo designs belong to the platform tenant, designed by admin. */
const ADMIN: DesignActor = { username: 'admin', tenantId: 1 }

/** 车辆保养记录 with its sub-table 保养项目, and 异常签收登记: what a logistics team designs first. */
const DESIGNS = [
  {
    head: { tableName: 'onl_vehicle_upkeep', tableTxt: '车辆保养记录' },
    fields: [
      {
        dbFieldName: 'plate_no',
        dbFieldTxt: '车牌号',
        fieldKind: 'text',
        dbLength: 20,
        fieldMustInput: 1,
        isQuery: 1,
        indexType: 'normal',
      },
      {
        dbFieldName: 'upkeep_date',
        dbFieldTxt: '保养日期',
        fieldKind: 'date',
        fieldMustInput: 1,
        isQuery: 1,
        queryMode: 'group',
      },
      { dbFieldName: 'mileage_km', dbFieldTxt: '里程(km)', fieldKind: 'integer', fieldMin: '0' },
      { dbFieldName: 'cost', dbFieldTxt: '费用', fieldKind: 'money', fieldMin: '0' },
      {
        dbFieldName: 'upkeep_type',
        dbFieldTxt: '保养类型',
        fieldKind: 'dict',
        dictField: 'upkeep_type',
        dbDefaultVal: 'ROUTINE',
        isQuery: 1,
      },
      { dbFieldName: 'attachment', dbFieldTxt: '附件', fieldKind: 'file', isShowList: 0 },
    ],
  },
  {
    head: { tableName: 'onl_vehicle_upkeep_item', tableTxt: '保养项目' },
    fields: [
      {
        dbFieldName: 'upkeep_id',
        dbFieldTxt: '保养记录',
        fieldKind: 'text',
        dbLength: 32,
        mainTable: 'onl_vehicle_upkeep',
        mainField: 'id',
        isShowList: 0,
        isShowForm: 0,
      },
      { dbFieldName: 'item_name', dbFieldTxt: '项目', fieldKind: 'text', dbLength: 50, fieldMustInput: 1 },
      { dbFieldName: 'quantity', dbFieldTxt: '数量', fieldKind: 'integer', fieldMin: '1', fieldMustInput: 1 },
      { dbFieldName: 'unit_price', dbFieldTxt: '单价', fieldKind: 'money', fieldMin: '0' },
      { dbFieldName: 'amount', dbFieldTxt: '金额', fieldKind: 'money', fieldMin: '0' },
    ],
  },
  {
    head: { tableName: 'onl_sign_exception', tableTxt: '异常签收登记' },
    fields: [
      {
        dbFieldName: 'waybill_no',
        dbFieldTxt: '运单号',
        fieldKind: 'text',
        dbLength: 40,
        fieldMustInput: 1,
        isQuery: 1,
        indexType: 'unique',
      },
      {
        dbFieldName: 'exception_type',
        dbFieldTxt: '异常类型',
        fieldKind: 'dict',
        dictField: 'sign_exception_type',
        fieldMustInput: 1,
        isQuery: 1,
      },
      { dbFieldName: 'sign_time', dbFieldTxt: '签收时间', fieldKind: 'datetime' },
      { dbFieldName: 'handler', dbFieldTxt: '处理人', fieldKind: 'user' },
      { dbFieldName: 'description', dbFieldTxt: '情况说明', fieldKind: 'textarea', dbLength: 500 },
      { dbFieldName: 'photo', dbFieldTxt: '现场照片', fieldKind: 'image', isShowList: 0 },
    ],
  },
]

/** Demo rows, column-keyed as the online API takes them (sub rows under the sub table's name). */
const UPKEEP_ROWS = [
  {
    plate_no: '沪A·D3821',
    upkeep_date: '2026-10-08',
    mileage_km: 48200,
    cost: '860.00',
    upkeep_type: 'ROUTINE',
    onl_vehicle_upkeep_item: [
      { item_name: '机油', quantity: 4, unit_price: '120.00', amount: '480.00' },
      { item_name: '机油滤芯', quantity: 1, unit_price: '80.00', amount: '80.00' },
      { item_name: '工时费', quantity: 1, unit_price: '300.00', amount: '300.00' },
    ],
  },
  {
    plate_no: '苏E·7K629',
    upkeep_date: '2026-11-02',
    mileage_km: 103500,
    cost: '2400.00',
    upkeep_type: 'TYRE',
    onl_vehicle_upkeep_item: [{ item_name: '轮胎', quantity: 4, unit_price: '600.00', amount: '2400.00' }],
  },
]
const EXCEPTION_ROWS = [
  {
    waybill_no: 'YT2026110800123',
    exception_type: 'DAMAGED',
    sign_time: '2026-11-08 15:20:00',
    handler: 'admin',
    description: '外箱一角压损，内件完好，已拍照留存',
  },
  {
    waybill_no: 'SF2026111000456',
    exception_type: 'SHORT',
    sign_time: '2026-11-10 10:05:00',
    handler: 'admin',
    description: '应到3件实到2件，已联系发货网点核查',
  },
]

/**
 * The demo designs, made as a staff member makes them: stored and synchronised by the designer's services (names,
 * kinds and DDL checked as in the screen), rows added through the live form's service. Once: skipped when the first
 * design exists.
 */
export async function seedOnlineForms(db: Db): Promise<void> {
  const [seeded] = await db
    .select({ id: onlCgformHead.id })
    .from(onlCgformHead)
    .where(eq(onlCgformHead.tableName, DESIGNS[0].head.tableName))
  if (seeded) return
  for (const design of DESIGNS) {
    const head = await addDesign(db, ADMIN, design)
    await syncDesign(db, ADMIN, head.id, false)
  }
  // The demo rows hold no files: the live forms never reach a file store here.
  const forms = new LiveForms({ db, caches: new Caches(new PgKvStore(db)), files: {} as FileStore })
  const request = {
    user: { username: 'admin', realname: '管理员' },
    tenantId: ADMIN.tenantId,
    headers: {},
    query: {},
  } as unknown as FastifyRequest
  for (const [table, rows] of [
    ['onl_vehicle_upkeep', UPKEEP_ROWS],
    ['onl_sign_exception', EXCEPTION_ROWS],
  ] as const) {
    const form = (await forms.of(await headOrMissing(db, ADMIN.tenantId, table)))!
    for (const row of rows) {
      const values = Object.fromEntries(
        Object.entries(row).map(([column, value]) => [form.propertyOf.get(column) ?? column, value]),
      )
      await form.service.add(request, values)
    }
  }
}
