import { fileURLToPath } from 'node:url'
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import Decimal from 'decimal.js'
import {
  carrierStatement,
  displayed,
  type HandParcel,
  type HandPlan,
  handBillableWeight,
  handPrice,
  sheetRows,
  shopeeOrders,
} from './support/billing'
import { homeFigures } from './support/dashboard'
import { refusalOf } from './support/refusal'
import { type ApiSession, apiSession, logIn } from './support/session'

const run = String(Date.now()).slice(-6)
const CHANNEL = `E2E-TW-${run}`
const CHANNEL_NAME = `E2E 台湾空运 ${run}`
const COMPANY = `E2E 账单客户${run}有限公司`
const CUSTOMER_USER = `billing${run}`
const CUSTOMER_PASSWORD = 'Portico#Bill2026'
const DIVISOR = 6000
const INCREMENT = '0.5'
const PASSWORD = '123456'
const SHOTS = fileURLToPath(new URL('../.results/billing', import.meta.url))

const COST: HandPlan = {
  bands: [
    { fromKg: '0', toKg: '1', priceKind: 'FIXED', price: '20.00' },
    { fromKg: '1', toKg: '5', priceKind: 'PER_KG', price: '14.50' },
  ],
  registrationFee: '2.00',
  fuelSurchargePercent: '10',
}
const SALE: HandPlan = {
  bands: [
    { fromKg: '0', toKg: '0.5', priceKind: 'FIXED', price: '3.20' },
    { fromKg: '0.5', toKg: '2', priceKind: 'PER_KG', price: '5.85' },
    { fromKg: '2', toKg: '10', priceKind: 'PER_KG', price: '5.10' },
  ],
  registrationFee: '0.80',
  fuelSurchargePercent: '6.5',
}
/** On a band edge, over it by volume, and past the next edge. */
const PARCELS: (HandParcel & { trackingNo: string })[] = [
  { trackingNo: `TW26${run}0001`, weight: '0.320' },
  { trackingNo: `TW26${run}0002`, weight: '1.260', sizes: ['30', '20', '15'] },
  { trackingNo: `TW26${run}0003`, weight: '2.010' },
]

const chinaToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10)
const state: {
  customerId?: number
  billId?: string
  parcelIds?: string[]
  reconNo?: string
  total?: string
  lines?: string[]
} = {}

async function plan(admin: ApiSession, kind: 'costPlan' | 'salePlan', table: HandPlan, extra: object) {
  const added = await admin.post<string>(`/channel/${kind}/add`, {
    channelCode: CHANNEL,
    zoneCountries: 'TW',
    pricingMode: 'BANDS',
    registrationFee: table.registrationFee,
    fuelSurchargePercent: table.fuelSurchargePercent,
    validFrom: '2026-01-01',
    ...extra,
  })
  await admin.post(`/channel/${kind}/saveBands`, { planId: added.result, bands: table.bands })
}

/** What an admin and the ops team do before billing: channel, customer, plans, orders, in-store and out-store scans. */
async function setUp(request: APIRequestContext, baseURL: string) {
  const admin = await apiSession(request, baseURL, 'admin', PASSWORD)
  await admin.post('/channel/channel/add', {
    code: CHANNEL,
    name: CHANNEL_NAME,
    carrier: 'E2E Express',
    transportMode: 'AIR',
    destinationCountries: 'TW',
    maxWeight: '30',
    volumetricDivisor: String(DIVISOR),
    billingIncrement: INCREMENT,
    trackingFormat: 'PATTERN',
    trackingPattern: '^TW[0-9]{12}$',
    status: '1',
  })
  const customer = await admin.post<string>('/customer/customerCenter/add', {
    companyName: COMPANY,
    creditCode: `91440300MA5E${run.slice(-5)}X`,
    contact: '王账单',
    phone: '0755-88886666',
    settlement: 'MONTHLY',
    creditLimit: '10000.00',
  })
  const profile = await admin.get<{ customerId: number }>('/customer/customerCenter/queryById', {
    id: String(customer.result),
  })
  const customerId = Number(profile.result.customerId)
  state.customerId = customerId
  await admin.post('/channel/customerBind/add', { customerId: String(customerId), channelCode: CHANNEL })
  await plan(admin, 'costPlan', COST, { name: `${CHANNEL} 成本`, currencyCode: 'CNY' })
  await plan(admin, 'salePlan', SALE, {
    name: `${CHANNEL} 销售`,
    currencyCode: 'USD',
    customerId: String(customerId),
  })
  const roles = await admin.get<{ records: { id: string }[] }>('/sys/role/list', { roleCode: 'customer' })
  await admin.post('/sys/user/add', {
    username: CUSTOMER_USER,
    realname: '账单客户',
    password: CUSTOMER_PASSWORD,
    selectedroles: roles.result.records[0].id,
    relTenantIds: String(customerId),
  })

  const ops = await apiSession(request, baseURL, 'zhangwei', PASSWORD)
  const orders = await shopeeOrders(
    PARCELS.map((p, i) => ({ orderId: `E2E${run}${i}`, trackingNo: p.trackingNo, weight: p.weight })),
  )
  await ops.postMultipart('/order/shopee/importExcel', {
    foreignKeys: JSON.stringify({ customerId, channelCode: CHANNEL }),
    'files[]': { name: 'shopee.xlsx', mimeType: 'application/octet-stream', buffer: orders },
  })
  for (const parcel of PARCELS) {
    const [lengthCm, widthCm, heightCm] = parcel.sizes ?? [null, null, null]
    const scan = await ops.post<{ accepted: boolean }>('/site/inStoreScan/scan', {
      trackingNo: parcel.trackingNo,
      stationCode: 'SZ-SORT',
      weight: parcel.weight,
      lengthCm,
      widthCm,
      heightCm,
    })
    expect(scan.result.accepted, scan.message).toBe(true)
  }
  const bag = await ops.post<{ id: string }>('/site/outStore/openBag', { channelCode: CHANNEL })
  for (const parcel of PARCELS)
    await ops.post('/site/outStore/scan', { bagId: bag.result.id, trackingNo: parcel.trackingNo })
  await ops.post('/site/outStore/closeBag', { bagId: bag.result.id, grossWeight: '4.2' })
  const batch = await ops.post<{ id: string }>('/site/outStore/createBatch', { bagIds: [bag.result.id] })
  await ops.post('/site/outStore/confirm', { id: batch.result.id })
  const parcels = await admin.get<{ records: { id: string; trackingNo: string }[] }>(
    '/logistics/package/list',
    {
      customerId: String(customerId),
      pageSize: '50',
    },
  )
  state.parcelIds = parcels.result.records.map((p) => p.id)
  return admin
}

/** The notice a user reads after an action. */
const toast = (page: Page, text: string | RegExp) =>
  page.locator('.fui-ToastTitle', { hasText: text }).first()

async function pick(page: Page, field: string, option: string, scope: Page | Locator = page) {
  await scope.getByRole('combobox', { name: field }).click()
  await page.getByRole('option', { name: option }).click()
}

test.describe
  .serial('billing end to end', () => {
    test('a bill of shipped parcels totals the lines priced by hand from the sale plan', async ({
      page,
      request,
      baseURL,
    }) => {
      await logIn(page, 'zhangwei', PASSWORD)
      const home = await homeFigures(page, ['inTransit', 'revenueMonth'])
      const admin = await setUp(request, baseURL!)
      const rates = await admin.get<{ records: { rate: string; effectiveDate: string }[] }>(
        '/channel/currencyRate/list',
        { currencyCode: 'USD', column: 'effectiveDate', order: 'desc', pageSize: '100' },
      )
      const today = chinaToday()
      const usd = rates.result.records.find((r) => r.effectiveDate <= today)!.rate
      const lines = PARCELS.map((parcel) => {
        const usdAmount = handPrice(SALE, handBillableWeight(parcel, DIVISOR, INCREMENT))
        return usdAmount.times(usd).toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
      })
      const total = lines.reduce((sum, line) => sum.plus(line), new Decimal(0)).toFixed(2)

      await page.goto('/recruit-app/bill/customer')
      await page.getByRole('button', { name: '生成账单' }).click()
      const dialog = page.getByRole('dialog', { name: '生成账单' })
      await pick(page, '客户', COMPANY, dialog)
      await dialog.getByLabel('账期开始').fill(today)
      await dialog.getByLabel('账期结束').fill(today)
      await dialog.getByRole('button', { name: '生成' }).click()
      await expect(toast(page, /已生成账单 ZD\d{8}-\d{4}，共3个包裹/)).toBeVisible()
      const row = page.getByRole('row').filter({ hasText: COMPANY })
      await expect(row).toContainText(displayed(total))
      await row.getByRole('button', { name: /^明细/ }).click()
      const linesDialog = page.getByRole('dialog', { name: /^账单明细/ })
      for (const [i, parcel] of PARCELS.entries())
        await expect(linesDialog.getByRole('row').filter({ hasText: parcel.trackingNo })).toContainText(
          displayed(lines[i].toFixed(2)),
        )
      await page.screenshot({ path: `${SHOTS}/bill-lines.png` })
      const bills = await admin.get<{ records: { id: string; totalAmount: string }[] }>(
        '/bill/customerBill/list',
        {
          customerId: String(state.customerId),
        },
      )
      expect(bills.result.records.map((b) => b.totalAmount)).toEqual([total])

      // 首页: the three shipped parcels are on their way, and their freight is this month's revenue, to the cent.
      const after = await homeFigures(page, ['inTransit', 'revenueMonth'])
      expect(Number(after.inTransit) - Number(home.inTransit)).toBe(PARCELS.length)
      expect(new Decimal(after.revenueMonth).minus(home.revenueMonth).toFixed(2)).toBe(total)
      state.billId = bills.result.records[0].id
      state.total = total
      state.lines = lines.map((line) => line.toFixed(2))
    })

    test("the bill's lines export as .xlsx with the amounts shown", async ({ page }) => {
      const lines = state.lines!
      await logIn(page, 'zhangwei', PASSWORD)
      await page.goto('/recruit-app/bill/customer')
      await page.getByRole('row').filter({ hasText: COMPANY }).getByRole('button', { name: /^明细/ }).click()
      const linesDialog = page.getByRole('dialog', { name: /^账单明细/ })
      await expect(linesDialog.getByRole('row').filter({ hasText: PARCELS[0].trackingNo })).toBeVisible()
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        linesDialog.getByRole('button', { name: '导出明细' }).click(),
      ])
      const sheet = await sheetRows(await streamToBuffer(await download.createReadStream()))
      expect(sheet.map((r) => [r.运单号, r['金额(CNY)']])).toEqual(
        PARCELS.map((p, i) => [p.trackingNo, lines[i]]),
      )
    })

    test('a carrier statement with two differences is imported and each difference listed', async ({
      page,
    }) => {
      const ours = PARCELS.map((parcel) => {
        const weight = handBillableWeight(parcel, DIVISOR, INCREMENT)
        return { weight, amount: handPrice(COST, weight) }
      })
      const heavier = ours[1].weight.plus('0.5')
      const statement = await carrierStatement([
        [PARCELS[0].trackingNo, ours[0].weight.toFixed(3), ours[0].amount.toFixed(2), 'CNY'],
        [PARCELS[1].trackingNo, heavier.toFixed(3), handPrice(COST, heavier).toFixed(2), 'CNY'],
        [PARCELS[2].trackingNo, ours[2].weight.toFixed(3), ours[2].amount.plus('0.62').toFixed(2), 'CNY'],
      ])
      await logIn(page, 'zhangwei', PASSWORD)
      await page.goto('/recruit-app/bill/reconciliation')
      await page.getByRole('button', { name: '导入对账单' }).click()
      const dialog = page.getByRole('dialog', { name: '导入对账单' })
      await pick(page, '渠道', CHANNEL_NAME, dialog)
      await dialog.getByLabel('对方账单号').fill(`E2E-${run}`)
      await dialog.getByLabel('账期开始').fill(chinaToday())
      await dialog.getByLabel('账期结束').fill(chinaToday())
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        dialog.getByRole('button', { name: '选择文件' }).click(),
      ])
      await chooser.setFiles({ name: '对账单.xlsx', mimeType: 'application/octet-stream', buffer: statement })
      await dialog.getByRole('button', { name: '导入' }).click()
      const imported = toast(page, /已导入对账单 DZ\d{8}-\d{4}，共3行，2处差异待处理/)
      await expect(imported).toBeVisible()
      const reconNo = (await imported.textContent())!.match(/DZ\d{8}-\d{4}/)![0]
      const header = page.getByRole('row').filter({ hasText: reconNo })
      await expect(header).toContainText('待处理')
      await header.getByRole('button', { name: `差异明细 ${reconNo}` }).click()

      const panel = page.getByRole('dialog', { name: new RegExp(`对账单 ${reconNo}`) })
      const line = (i: number) => panel.getByRole('row').filter({ hasText: PARCELS[i].trackingNo })
      await expect(line(0)).toContainText('一致')
      await expect(line(1)).toContainText('重量不符')
      await expect(line(1)).toContainText('+0.500')
      await expect(line(2)).toContainText('金额不符')
      await expect(line(2)).toContainText('+0.62')
      await page.screenshot({ path: `${SHOTS}/reconciliation-lines.png` })
      state.reconNo = reconNo
    })

    test('each difference is resolved with its reason and the statement is reconciled', async ({ page }) => {
      const reconNo = state.reconNo!
      const ours = PARCELS.map((parcel) => handPrice(COST, handBillableWeight(parcel, DIVISOR, INCREMENT)))
      await logIn(page, 'zhangwei', PASSWORD)
      await page.goto('/recruit-app/bill/reconciliation')
      const header = page.getByRole('row').filter({ hasText: reconNo })
      await header.getByRole('button', { name: `差异明细 ${reconNo}` }).click()
      const panel = page.getByRole('dialog', { name: new RegExp(`对账单 ${reconNo}`) })
      const line = (i: number) => panel.getByRole('row').filter({ hasText: PARCELS[i].trackingNo })
      await line(1)
        .getByRole('button', { name: `处理 ${PARCELS[1].trackingNo}` })
        .click()
      let resolve = page.getByRole('dialog', { name: `处理差异 ${PARCELS[1].trackingNo}` })
      await resolve.getByRole('radio', { name: '保留我方' }).check()
      await resolve.getByLabel('处理说明').fill('我方复称，按我方重量结算')
      await resolve.getByRole('button', { name: '确定' }).click()
      await expect(toast(page, '已处理，还有1处差异待处理')).toBeVisible()
      await expect(resolve).toBeHidden()
      await expect(line(1)).toContainText('已处理')

      const agreed = ours[2].plus('0.30').toFixed(2)
      await line(2)
        .getByRole('button', { name: `处理 ${PARCELS[2].trackingNo}` })
        .click()
      resolve = page.getByRole('dialog', { name: `处理差异 ${PARCELS[2].trackingNo}` })
      await resolve.getByRole('radio', { name: '调整金额' }).check()
      await resolve.getByLabel('调整后金额').fill(agreed)
      await resolve.getByLabel('处理说明').fill('与承运商协商')
      await resolve.getByRole('button', { name: '确定' }).click()
      await expect(toast(page, `已处理，对账单 ${reconNo} 已对账`)).toBeVisible()
      await expect(resolve).toBeHidden()
      await expect(line(2)).toContainText('已处理')
      await panel.getByRole('button', { name: '关闭' }).click()
      const settled = ours[0].plus(ours[1]).plus(agreed).toFixed(2)
      await expect(header).toContainText('已对账')
      await expect(header).toContainText(displayed(settled))
      await page.screenshot({ path: `${SHOTS}/reconciliation.png` })
    })

    test('账单统计 shows the bill in its customer and month, with the totals', async ({ page }) => {
      await logIn(page, 'zhangwei', PASSWORD)
      const listed = page.waitForResponse((r) => r.url().includes('/bill/billCount/list'))
      await page.goto('/recruit-app/bill/count')
      await listed
      await expect(page.getByRole('row').filter({ hasText: COMPANY })).toContainText(displayed(state.total!))
      await expect(page.getByRole('row').filter({ hasText: '合计' })).toBeVisible()
      await page.screenshot({ path: `${SHOTS}/bill-count.png` })
    })

    test("a customer's user sees only their own parcels and bills", async ({ page, request, baseURL }) => {
      await logIn(page, CUSTOMER_USER, CUSTOMER_PASSWORD)
      const parcelsListed = page.waitForResponse((r) => r.url().includes('/logistics/package/list'))
      await page.goto('/recruit-app/package/info')
      await parcelsListed
      for (const parcel of PARCELS)
        await expect(page.getByRole('row').filter({ hasText: parcel.trackingNo })).toBeVisible()
      await expect(page.getByText(/共3条/)).toBeVisible()
      const billsListed = page.waitForResponse((r) => r.url().includes('/bill/customerBill/list'))
      await page.goto('/recruit-app/bill/customer')
      await billsListed
      await expect(page.getByRole('row').filter({ hasText: COMPANY })).toHaveCount(1)
      await expect(page.getByText(/共1条/)).toBeVisible()
      await page.screenshot({ path: `${SHOTS}/customer-bills.png` })

      // The same URLs with another customer's ids: nothing, both ways.
      const own = await rawSession(request, baseURL!, CUSTOMER_USER, CUSTOMER_PASSWORD)
      const other = await rawSession(request, baseURL!, 'yunfan', PASSWORD)
      const admin = await apiSession(request, baseURL!, 'admin', PASSWORD)
      const theirs = await admin.get<{ records: { id: string }[] }>('/logistics/package/list', {
        customerId: '1001',
        pageSize: '1',
      })
      const foreignParcel = theirs.result.records[0].id
      expect([500, 510]).toContain(await own(`/logistics/package/queryById?id=${foreignParcel}`))
      expect(await own('/bill/reconciliation/list')).toBe(510)
      expect(await own('/bill/billCount/list')).toBe(510)
      for (const path of ['queryById', 'lines', 'exportPdf', 'exportLinesXls'])
        expect(await other(`/bill/customerBill/${path}?id=${state.billId}`)).toBe(500)
      for (const id of state.parcelIds!)
        expect([500, 510]).toContain(await other(`/logistics/package/queryById?id=${id}`))
      expect(await own(`/bill/customerBill/queryById?id=${state.billId}`)).toBe(null)
    })
  })

/** Signs in through the API and answers a function giving the refusal of a GET (null when it went through). */
async function rawSession(request: APIRequestContext, baseURL: string, username: string, password: string) {
  const session = await apiSession(request, baseURL, username, password)
  return async (path: string) => refusalOf(await session.raw('get', path))
}

async function streamToBuffer(stream: NodeJS.ReadableStream) {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer))
  return Buffer.concat(chunks)
}
