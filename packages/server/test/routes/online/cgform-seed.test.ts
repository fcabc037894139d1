import type { Page } from '@portico/contract'
import { describe, expect, it } from 'vitest'
import { call, withTestApp } from '../../helpers/app'

const t = withTestApp({ admin: 'admin' })
type Row = Record<string, unknown> & { id: string }

const get = async <T>(path: string): Promise<T> => {
  const { status, body } = await call<T>(t.app, 'GET', path, t.admin, undefined, { tenant_id: '1' })
  expect(status, body.message).toBe(200)
  return body.result as T
}

describe('在线表单 demo seed', () => {
  it('holds 车辆保养记录 with its 保养项目 sub-table and 异常签收登记, synchronised, with demo rows', async () => {
    const heads = await get<Page<{ tableName: string; tableTxt: string; isDbSynch: string }>>(
      '/online/cgform/head/list?pageSize=50',
    )
    const seeded = heads.records
      .filter((head) =>
        ['onl_vehicle_upkeep', 'onl_vehicle_upkeep_item', 'onl_sign_exception'].includes(head.tableName),
      )
      .map((head) => [head.tableName, head.tableTxt, head.isDbSynch])
      .sort()
    expect(seeded).toEqual([
      ['onl_sign_exception', '异常签收登记', 'Y'],
      ['onl_vehicle_upkeep', '车辆保养记录', 'Y'],
      ['onl_vehicle_upkeep_item', '保养项目', 'Y'],
    ])

    const upkeep = await get<Page<Row>>(
      '/online/cgform/api/getData/onl_vehicle_upkeep?column=upkeep_date&order=asc',
    )
    expect(upkeep.records.map((r) => [r.plate_no, r.upkeep_type_dictText, r.cost])).toEqual([
      ['沪A·D3821', '常规保养', '860.00'],
      ['苏E·7K629', '轮胎更换', '2400.00'],
    ])
    const first = await get<Row>(`/online/cgform/api/form/onl_vehicle_upkeep/${upkeep.records[0].id}`)
    const items = first.onl_vehicle_upkeep_item as Row[]
    expect(items.map((r) => [r.item_name, r.quantity, r.unit_price, r.amount])).toEqual([
      ['机油', 4, '120.00', '480.00'],
      ['机油滤芯', 1, '80.00', '80.00'],
      ['工时费', 1, '300.00', '300.00'],
    ])
    // The sub rows add up to the record's 费用 (4 × 120 + 80 + 300).
    expect(items.reduce((sum, r) => sum + Number(r.amount) * 100, 0)).toBe(86000)

    const exceptions = await get<Page<Row>>(
      '/online/cgform/api/getData/onl_sign_exception?column=waybill_no&order=asc',
    )
    expect(exceptions.records.map((r) => [r.waybill_no, r.exception_type_dictText])).toEqual([
      ['SF2026111000456', '件数短少'],
      ['YT2026110800123', '外包装破损'],
    ])
  })
})
