import { describe, expect, it } from 'vitest'
import { call, withTestApp } from '../../helpers/app'
import { expectRefused } from '../../helpers/refusals'

const t = withTestApp({ admin: 'admin', hr: 'wangfang' })
const URL = '/sys/user/queryByOrgCodeForAddressList'

interface AddressRow {
  realname: string
  workNo: string
  post: string
  phone: string
  email: string
  departName: string
}

async function addresses(query: string) {
  const { status, body } = await call<{ records: AddressRow[]; total: number }>(
    t.app,
    'GET',
    `${URL}?${query}`,
    t.admin,
  )
  expect(status, JSON.stringify(body)).toBe(200)
  return body.result!
}

describe('通讯录 /sys/user/queryByOrgCodeForAddressList', () => {
  it("lists a department's users and those of its sub-departments, with their contact details", async () => {
    const page = await addresses('orgCode=A02&pageSize=10')
    expect(page.records.map((r) => [r.departName, r.realname])).toEqual([
      ['海外仓储部', '刘洋'],
      ['海外仓储部', '赵磊'],
      ['海外仓储部', '陈静'],
      ['海外仓储部-洛杉矶仓', '李娜'],
    ])
    expect(page.records[3]).toMatchObject({
      workNo: 'P1002',
      post: '仓储专员',
      phone: '13912345602',
      email: 'lina@portico.example.com',
    })
    expect(page.total).toBe(4)
  })

  it('searches by name and work number, pages, and treats wildcards literally', async () => {
    expect((await addresses('realname=刘')).records.map((r) => r.departName)).toEqual([
      '总部运营部',
      '海外仓储部',
    ])
    expect((await addresses('workNo=P1006')).records.map((r) => r.realname)).toEqual(['赵磊'])
    expect((await addresses('realname=%25')).total).toBe(0)
    const second = await addresses('orgCode=A02&pageNo=2&pageSize=3')
    expect(second.records.map((r) => r.realname)).toEqual(['李娜'])
  })

  it('needs its permission', async () => {
    const { status, body } = await call(t.app, 'GET', URL, t.hr)
    expectRefused({ status, body }, 510)
    expect(body.success).toBe(false)
  })
})
