import { createHash, createHmac } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { apiSession, logIn } from './support/session'

interface Received {
  headers: IncomingHttpHeaders
  body: string
  answered: number
}

/** The customer's own system: it answers `status` to every webhook and keeps what it got. */
async function startReceiver() {
  const received: Received[] = []
  const state = { status: 200 }
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        answered: state.status,
      })
      response.statusCode = state.status
      response.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/hook`, received, state, close: () => server.close() }
}

/** The signature the partner API documents: hex HMAC-SHA256 of method, path, timestamp, nonce and the body's SHA-256. */
function signed(
  key: { id: string; secret: string },
  method: string,
  path: string,
  body: string,
  nonce: string,
) {
  const timestamp = String(Math.floor(Date.now() / 1000))
  const bodyHash = createHash('sha256').update(body).digest('hex')
  const signature = createHmac('sha256', key.secret)
    .update(`${method}\n${path}\n${timestamp}\n${nonce}\n${bodyHash}`)
    .digest('hex')
  return {
    'content-type': 'application/json',
    'x-api-key': key.id,
    'x-timestamp': timestamp,
    'x-nonce': nonce,
    'x-signature': signature,
  }
}

/**
 * A seller connects its own system: its administrator creates a key and a webhook in 开放接口, the system pushes an
 * order twice (one parcel), the parcel is scanned in, and the 「received」 webhook reaches the system signed; while the
 * system is down the delivery waits, and 重发 in 推送记录 delivers it with the same event id.
 */
test('a key pushes an order twice (one parcel); the scan reaches the customer system as a signed webhook, replayed after an outage', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const receiver = await startReceiver()
  try {
    await logIn(page, 'yunfan', '123456')
    await page.goto('/recruit-app/customer/openApi')

    await page.getByRole('button', { name: '新建密钥' }).click()
    const keyDialog = page.getByRole('dialog', { name: '新建API密钥' })
    await keyDialog.getByRole('textbox', { name: '名称' }).fill('ERP系统')
    for (const scope of ['推送订单', '查询轨迹', '查询账单'])
      await keyDialog.getByRole('checkbox', { name: scope }).check()
    await keyDialog.getByRole('button', { name: '创建' }).click()
    const shown = page.getByText(/^API Key: pk_/)
    await expect(shown).toBeVisible()
    const key = {
      id: (await shown.textContent())!.replace('API Key: ', '').trim(),
      secret: (await page.getByText(/^Secret: sk_/).textContent())!.replace('Secret: ', '').trim(),
    }
    await expect(
      page.getByRole('grid', { name: 'API密钥' }).or(page.getByRole('table', { name: 'API密钥' })),
    ).toContainText('ERP系统')

    await page.getByRole('tab', { name: '回调地址' }).click()
    await page.getByRole('button', { name: '添加回调地址' }).click()
    const hookDialog = page.getByRole('dialog', { name: '添加回调地址' })
    await hookDialog.getByRole('textbox').fill(receiver.url)
    await hookDialog.getByRole('button', { name: '添加' }).click()
    const hookSecret = (await page.getByText(/^whsec_/).textContent())!.trim()

    // The seller's system pushes its order, then again (a retry after a timeout, say): one parcel.
    const run = Date.now().toString(36).toUpperCase()
    const order = {
      orderNo: `ERP-${run}`,
      // The channel's own number rule (TW + 12 digits), which the scan checks.
      trackingNo: `TW${String(Date.now()).slice(-12)}`,
      country: 'TW',
      channelCode: 'SLS-TW-AIR',
      receiver: { name: 'Lin Mei', phone: '0912345678', address: 'No. 1, Zhongshan Rd', city: 'Taipei' },
      items: [{ name: 'Phone case', quantity: '2', price: '150.00' }],
    }
    const path = '/jeecg-boot/open/v1/orders'
    const body = JSON.stringify(order)
    const push = async (nonce: string) => {
      const response = await request.post(`${baseURL}${path}`, {
        headers: signed(key, 'POST', path, body, nonce),
        data: body,
      })
      const reply = await response.json()
      expect(reply.success, reply.message).toBe(true)
      return reply.result as { trackingNo: string; created: boolean }
    }
    const first = await push('first')
    const second = await push('second')
    expect(second.trackingNo).toBe(first.trackingNo)
    expect([first.created, second.created]).toEqual([true, false])

    // The system is down when the parcel is scanned in at the sorting centre.
    receiver.state.status = 503
    const staff = await apiSession(request, baseURL!, 'admin', '123456')
    const scan = await staff.post<{ accepted: boolean; message: string }>('/site/inStoreScan/scan', {
      trackingNo: first.trackingNo,
      stationCode: 'SZ-SORT',
      weight: '0.42',
    })
    expect(scan.result, scan.result.message).toMatchObject({ accepted: true })
    const forParcel = () => receiver.received.filter((r) => r.body.includes(first.trackingNo))
    await expect.poll(() => forParcel().length, { timeout: 30_000 }).toBeGreaterThan(0)
    const failed = forParcel()[0]!
    expect(failed.answered).toBe(503)
    const payload = JSON.parse(failed.body)
    expect(payload).toMatchObject({ type: 'parcel.received', data: { trackingNo: first.trackingNo } })
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(failed.headers['x-portico-signature']))!
    expect(v1).toBe(createHmac('sha256', hookSecret).update(`${t}.${failed.body}`).digest('hex'))

    // Back up: the administrator replays it from 推送记录; the same event arrives once more, with its id.
    receiver.state.status = 200
    await page.getByRole('tab', { name: '推送记录' }).click()
    const row = page.getByRole('row').filter({ hasText: payload.id })
    await expect(row).toContainText('待发送')
    await row.getByRole('button', { name: '重发' }).click()
    await expect
      .poll(() => forParcel().filter((r) => r.answered === 200).length, { timeout: 30_000 })
      .toBeGreaterThan(0)
    const delivered = forParcel().find((r) => r.answered === 200)!
    expect(delivered.headers['x-portico-event-id']).toBe(payload.id)
    expect(JSON.parse(delivered.body).id).toBe(payload.id)
  } finally {
    receiver.close()
  }
})
