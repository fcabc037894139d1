import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { logisticsParcel, parcelEvent } from '../../../src/db/schema'
import { call, withTestApp } from '../../helpers/app'
import { signedCall, type TestKey } from '../../helpers/partner'

const t = withTestApp({ yunfan: 'yunfan' })
const db = () => t.testDb.database.db
const EN = { 'accept-language': 'en' }
const ZH = { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' }
let key: TestKey & { id: string }

/** The customer's user, in the language the app's header names. */
const asCustomer = <T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload: object | undefined,
  headers: Record<string, string>,
) => call<T>(t.app, method, path, t.yunfan, payload, headers)

describe("the customer's side in English (Accept-Language)", () => {
  beforeAll(async () => {
    const created = await asCustomer<TestKey>(
      'POST',
      '/customer/apiKey/add',
      { name: 'i18n', scopes: ['orders:write', 'tracking:read'] },
      EN,
    )
    expect(created.status, created.body.message).toBe(200)
    expect(created.body.message).toBe(
      'API key created. Save the secret now: it cannot be shown again once closed.',
    )
    key = created.body.result!
  })
  afterAll(async () => {
    if (key) await asCustomer('POST', '/customer/apiKey/revoke', { id: key.id }, ZH)
  })

  it('refuses and confirms in English, and in Chinese when Chinese is preferred', async () => {
    const noName = { name: '   ', scopes: ['orders:write'] }
    const en = await asCustomer('POST', '/customer/apiKey/add', noName, EN)
    expect([en.status, en.body.success, en.body.code, en.body.message]).toEqual([
      200,
      false,
      500,
      'Name is required.',
    ])
    expect(en.response.headers['content-language']).toBe('en')
    const zh = await asCustomer('POST', '/customer/apiKey/add', noName, ZH)
    expect(zh.body.message).toBe('名称不能为空')
    const none = await asCustomer('POST', '/customer/apiKey/add', noName, {})
    expect(none.body.message).toBe('名称不能为空')
    expect(none.response.headers['content-language']).toBeUndefined()
  })

  it('answers 订单查询’s limit with its numbers', async () => {
    const numbers = Array.from({ length: 1001 }, (_, i) => `N${i}`).join('\n')
    const { status, body } = await asCustomer('POST', '/order/search/byNumbers', { numbers }, EN)
    expect([status, body.code, body.message]).toEqual([
      200,
      500,
      'At most 1000 numbers per search; 1001 were given',
    ])
  })

  it('says what was wrong with the password change in the account dialog', async () => {
    const { status, body } = await asCustomer(
      'PUT',
      '/sys/user/updatePassword',
      {
        username: 'yunfan',
        oldpassword: 'not-my-password-1',
        password: 'Abc12345!x',
        confirmpassword: 'Abc12345!x',
      },
      EN,
    )
    expect([status, body.code, body.message]).toEqual([200, 500, 'The old password is wrong.'])
  })

  it('gives the partner API’s refusals and its order validation in English', async () => {
    const wrong = await signedCall(
      t.app,
      key,
      'POST',
      '/open/v1/orders',
      { orderNo: 'X' },
      {
        secret: 'sk_wrong',
        headers: EN,
      },
    )
    expect([wrong.status, wrong.body.message]).toEqual([401, 'The signature does not match'])
    const chinese = await signedCall(
      t.app,
      key,
      'POST',
      '/open/v1/orders',
      { orderNo: 'X' },
      { secret: 'sk_wrong' },
    )
    expect(chinese.body.message).toBe('签名不正确 (signature does not match)')

    const push = (channelCode: string, country: string) =>
      signedCall(
        t.app,
        key,
        'POST',
        '/open/v1/orders',
        {
          orderNo: `I18N-${Date.now()}-${country}`,
          trackingNo: 'TW123456789012',
          country,
          channelCode,
          receiver: { name: 'Lin Mei', phone: '0912345678', address: 'No. 1, Zhongshan Rd' },
          items: [{ name: 'Phone case', quantity: '2', price: '150.00' }],
        },
        { headers: EN },
      )
    const unknownChannel = await push('NO-SUCH-CHANNEL', 'TW')
    expect([unknownChannel.status, unknownChannel.body.message]).toEqual([
      400,
      'Channel "NO-SUCH-CHANNEL" does not exist',
    ])
    const badMarket = await push('SLS-TW-AIR', 'XX')
    expect([badMarket.status, badMarket.body.message]).toEqual([400, 'Country "XX" is not a Shopee market'])
  })

  it("names the partner API tracking's places in English too", async () => {
    const trackingNo = `TW${String(Date.now()).slice(-12)}`
    const pushed = await signedCall<{ trackingNo: string }>(t.app, key, 'POST', '/open/v1/orders', {
      orderNo: `I18N-TRACK-${trackingNo}`,
      trackingNo,
      country: 'TW',
      channelCode: 'SLS-TW-AIR',
      receiver: { name: 'Lin Mei', phone: '0912345678', address: 'No. 1, Zhongshan Rd' },
      items: [{ name: 'Phone case', quantity: '1', price: '99.00' }],
    })
    expect(pushed.status, pushed.body.message).toBe(200)
    const [parcel] = await db()
      .select()
      .from(logisticsParcel)
      .where(eq(logisticsParcel.trackingNo, trackingNo))
    await db().insert(parcelEvent).values({
      parcelId: parcel!.id,
      trackingNo,
      eventCode: 'DEPARTED',
      eventTime: new Date(),
      timeZone: 'Asia/Shanghai',
      location: '深圳宝安机场',
      descriptionCn: '已离港',
      descriptionEn: 'Departed',
      operator: 'test',
    })
    const tracked = await signedCall<{
      parcels: { events: { location: string | null; locationEn: string | null }[] }[]
    }>(t.app, key, 'GET', `/open/v1/tracking?trackingNo=${trackingNo}`)
    expect(tracked.status, tracked.body.message).toBe(200)
    expect(tracked.body.result!.parcels[0]!.events.map((e) => [e.location, e.locationEn])).toEqual([
      [null, null],
      ['深圳宝安机场', "Shenzhen Bao'an International Airport"],
    ])
  })
})
