import {
  driverResource,
  habitatAgentResource,
  habitatCarResource,
  overseasAgentResource,
  type Page,
} from '@portico/contract'
import { describe, expect, it } from 'vitest'
import { API, call, withTestApp } from '../../helpers/app'
import { sheetRecords } from '../../helpers/excel'
import { expectRefused } from '../../helpers/refusals'
import { describeResource } from '../../helpers/resource-suite'

const t = withTestApp({ admin: 'admin', hr: 'wangfang' })
const pad = (n: number) => String(n).padStart(3, '0')

describeResource(t, {
  resource: overseasAgentResource,
  sample: (n) => ({
    code: `OA-T${pad(n)}`,
    name: `测试海外代理${n}`,
    country: 'US',
    licenceNo: `CBP-${pad(n)}`,
    email: `agent${n}@example.com`,
    services: 'CLEARANCE,LAST_MILE',
    status: '1',
  }),
  change: { services: 'WAREHOUSE', status: '0', phone: '+1 310 555 0100' },
  owner: 'admin',
  outsider: 'hr',
})

describeResource(t, {
  resource: habitatAgentResource,
  sample: (n) => ({
    code: `HA-T${pad(n)}`,
    name: `测试属地代理${n}`,
    country: 'US',
    city: 'Los Angeles',
    overseasAgent: 'OA-US-LAX',
    status: '1',
  }),
  change: { overseasAgent: 'OA-JP-NRT', country: 'JP', city: 'Osaka' },
  owner: 'admin',
  outsider: 'hr',
})

describeResource(t, {
  resource: driverResource,
  sample: (n) => ({
    name: `测试司机${n}`,
    licenceNo: `TEST-DL-${pad(n)}`,
    licenceClass: 'C1',
    phone: '+1 213 555 0199',
    habitatAgent: 'HA-US-LA',
    status: '1',
  }),
  change: { licenceClass: 'B2', habitatAgent: 'HA-US-SF' },
  owner: 'admin',
  outsider: 'hr',
})

describeResource(t, {
  resource: habitatCarResource,
  sample: (n) => ({
    plate: `TEST${pad(n)}`,
    carType: 'VAN',
    loadKg: '3500.500',
    volume: '18.50',
    habitatAgent: 'HA-US-LA',
    driver: 'CA-D4821934',
    status: '1',
  }),
  change: { carType: 'REEFER', loadKg: '2999.999' },
  owner: 'admin',
  outsider: 'hr',
})

type Row = Record<string, string>

describe('运力资源 links', () => {
  const send = <T>(method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) =>
    call<T>(t.app, method, path, t.admin, payload, { tenant_id: '1' })

  it('lists, searches and exports a link, refuses unknown codes and deleting a record in use', async () => {
    const cars = await send<Page<Row>>(
      'GET',
      '/transport/habitatCar/list?habitatAgent=HA-US-LA&plate=8XKT412',
    )
    expect(cars.body.result!.records).toEqual([
      expect.objectContaining({
        plate: '8XKT412',
        habitatAgent_dictText: '洛杉矶本地派送',
        driver: 'CA-D4821934',
        driver_dictText: 'Carlos Ramirez',
      }),
    ])

    const unknown = await send('POST', '/transport/habitatAgent/add', {
      code: 'HA-XX',
      name: '无效代理',
      country: 'US',
      overseasAgent: 'OA-NOPE',
    })
    expectRefused(unknown, 500)
    expect(unknown.body.message).toBe('所属海外代理「OA-NOPE」不存在')

    const exported = await t.app.inject({
      method: 'GET',
      url: `${API}/transport/habitatAgent/exportXls?code=HA-US-LA`,
      headers: { 'x-access-token': t.admin, tenant_id: '1' },
    })
    expect((await sheetRecords(exported.rawPayload)).rows[0]).toMatchObject({
      '所属海外代理(代码)': 'OA-US-LAX',
      '国家/地区': '美国',
    })

    const agents = await send<Page<Row>>('GET', '/transport/overseasAgent/list?code=OA-US-LAX')
    const inUse = await send(
      'DELETE',
      `/transport/overseasAgent/delete?id=${agents.body.result!.records[0].id}`,
    )
    expectRefused(inUse, 500)
    expect(inUse.body.message).toMatch(
      /^海外代理「Pacific Gateway Logistics」仍有\d+个属地代理关联，不能删除$/,
    )
    const drivers = await send<Page<Row>>('GET', '/transport/driver/list?licenceNo=CA-D4821934')
    const driverInUse = await send(
      'DELETE',
      `/transport/driver/delete?id=${drivers.body.result!.records[0].id}`,
    )
    expect(driverInUse.body.message).toMatch(/^司机「Carlos Ramirez」仍有\d+辆车辆关联，不能删除$/)
    expect(
      (await send<Page<Row>>('GET', '/transport/driver/list?licenceNo=CA-D4821934')).body.result!.total,
    ).toBe(1)
  })
})
