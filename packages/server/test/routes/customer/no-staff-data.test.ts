import type { Page } from '@portico/contract'
import { describe, expect, it } from 'vitest'
import { call, withTestApp } from '../../helpers/app'
import { expectRefused } from '../../helpers/refusals'

/** What a customer company's user (yunfan, customer 1001) must not learn about the platform's staff. */
const t = withTestApp({ admin: 'admin', ops: 'zhangwei', customer: 'yunfan' })

type Row = Record<string, unknown> & { id: string }

describe("a customer's user sees none of the staff's data", () => {
  it('gets no rows of the driver dictionary, which staff read in full', async () => {
    const code = encodeURIComponent('transport_driver,name,licence_no')
    const staff = await call<unknown[]>(t.app, 'GET', `/sys/dict/getDictItems/${code}`, t.ops)
    expect(staff.body.result!.length).toBeGreaterThan(0)
    for (const path of [`/sys/dict/getDictItems/${code}`, `/sys/dict/loadDict/${code}`]) {
      const seen = await call<unknown[]>(t.app, 'GET', path, t.customer)
      expect([seen.status, seen.body.result], path).toEqual([200, []])
    }
  })

  it('may not read the visit figures or clear the server dictionaries', async () => {
    for (const path of ['/sys/loginfo', '/sys/visitInfo', '/sys/dict/refleshCache']) {
      expectRefused(await call(t.app, 'GET', path, t.customer), 510, path)
    }
    expect((await call(t.app, 'GET', '/sys/loginfo', t.ops)).status).toBe(200)
    expect((await call(t.app, 'GET', '/sys/dict/refleshCache', t.admin)).status).toBe(200)
  })

  it('gets no notice to everyone in the bell, and cannot open one; staff do', async () => {
    type Bell = { anntMsgList: Row[]; sysMsgList: Row[] }
    const titles = (bell: Bell) => [...bell.anntMsgList, ...bell.sysMsgList].map((a) => String(a.titile))
    const staff = (await call<Bell>(t.app, 'GET', '/sys/annountCement/listByUser', t.ops)).body.result!
    const welcome = [...staff.anntMsgList, ...staff.sysMsgList].find((a) =>
      String(a.titile).startsWith('欢迎使用 Portico'),
    )
    expect(welcome).toBeDefined()
    const bell = await call<Bell>(t.app, 'GET', '/sys/annountCement/listByUser', t.customer)
    expect(bell.status).toBe(200)
    expect(titles(bell.body.result!)).toEqual([])
    const opened = await call(t.app, 'GET', `/sys/annountCement/queryById?id=${welcome!.id}`, t.customer)
    expectRefused(opened, 510)
  })

  it('reads 经办人 of its payments and 入库人 of its parcels as a neutral text', async () => {
    const payments = (token: string) =>
      call<Page<Row>>(t.app, 'GET', '/customer/payCost/list?pageSize=50', token)
    const staffRows = (await payments(t.ops)).body.result!.records
    const own = (await payments(t.customer)).body.result!.records
    expect(own.length).toBeGreaterThan(0)
    for (const row of own) {
      expect(staffRows.find((r) => r.id === row.id)!.createBy).toBe('admin')
      expect(row.createBy).toBe('平台')
    }
    const parcels = (token: string) =>
      call<Page<Row>>(t.app, 'GET', '/logistics/package/list?pageSize=200', token)
    const staffParcels = new Map((await parcels(t.ops)).body.result!.records.map((p) => [p.id, p]))
    const stored = (await parcels(t.customer)).body.result!.records.filter(
      (p) => staffParcels.get(p.id)?.inStoreBy,
    )
    expect(stored.length).toBeGreaterThan(0)
    for (const parcel of stored) expect(parcel.inStoreBy).toBe('平台')
    const detail = await call<{ parcel: Row }>(
      t.app,
      'GET',
      `/logistics/package/queryById?id=${stored[0].id}`,
      t.customer,
    )
    expect(detail.body.result!.parcel.inStoreBy).toBe('平台')
  })
})
