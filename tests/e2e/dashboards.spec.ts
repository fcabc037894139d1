import { expect, type Page, test } from '@playwright/test'
import { axeViolations } from './support/axe'
import { cardFigure } from './support/dashboard'
import { failedCallOf } from './support/refusal'
import { apiSession, logIn } from './support/session'

/** Chart chunks the page fetched (the chart library lives in its own lazily loaded chunk). */
function chartRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/FluentChart-[^/]+\.js$/.test(request.url())) seen.push(request.url())
  })
  return seen
}

/** API calls that failed and errors thrown by the page. */
function failures(page: Page): string[] {
  const seen: string[] = []
  page.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`))
  page.on('response', (response) => {
    if (!response.url().includes('/jeecg-boot/')) return
    void failedCallOf(response).then((code) => {
      if (code !== null) seen.push(`${code} ${response.url()}`)
    })
  })
  return seen
}

const card = (page: Page, key: string) => page.getByTestId(`card-${key}`)
const figure = async (page: Page, key: string) =>
  Number.parseInt(((await card(page, key).textContent()) ?? '').trim(), 10)

test('首页 shows real figures that change when parcels and question pieces are added; no chart code on login', async ({
  page,
  request,
  baseURL,
}) => {
  const charts = chartRequests(page)
  const failed = failures(page)
  await page.goto('/recruit-app/user/login')
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible()
  expect(charts).toEqual([])

  await logIn(page, 'zhangwei', '123456')
  await expect(page).toHaveURL(/\/dashboard\/analysis$/)
  await expect(card(page, 'parcelsToday')).toBeVisible()
  const parcels = await figure(page, 'parcelsToday')
  const questions = await figure(page, 'questionsOpen')
  // Every card has its figure: the tables behind all five exist.
  for (const key of ['inStore', 'inTransit', 'revenueMonth']) expect(await cardFigure(page, key)).not.toBe('')
  await expect(page.getByRole('heading', { name: '包裹量趋势（入库包裹与问题件，按日）' })).toBeVisible()
  await expect.poll(() => charts.length).toBeGreaterThan(0)
  expect(await axeViolations(page)).toEqual([])

  const ops = await apiSession(request, baseURL!, 'zhangwei', '123456')
  const batch = await ops.post<{ id: string }>('/site/inStoreBatch/add', { stationCode: 'SZ-SORT' })
  const stamp = Date.now().toString(36).toUpperCase()
  await ops.post('/site/inStoreBatch/saveLines', {
    batchId: batch.result.id,
    lines: [1, 2, 3].map((n) => ({
      trackingNo: `E2E${stamp}${n}`,
      weight: 2,
      pieces: 1,
      channel: 'SLS-TW-AIR',
      remark: null,
    })),
  })
  await ops.post('/question/questionPiece/add', { waybillNo: `E2E-${stamp}`, questionType: '1' })

  await page.reload()
  await expect(card(page, 'parcelsToday')).toHaveText(new RegExp(`^${parcels + 3}`))
  await expect(card(page, 'questionsOpen')).toHaveText(new RegExp(`^${questions + 1}`))

  // The trend's table view shows today's parcels.
  const trend = page.getByRole('region', { name: '包裹量趋势（入库包裹与问题件，按日）' })
  await trend.getByRole('button', { name: '表格' }).click()
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10)
  await expect(trend.getByRole('row', { name: new RegExp(`^${today}`) })).toContainText(String(parcels + 3))
  expect(failed).toEqual([])
})

test('every route under 仪表盘 and 系统监控 opens without a page error, a failed call or an axe violation', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const failed = failures(page)
  await logIn(page, 'admin', '123456')
  for (const [path, heading] of [
    ['/dashboard/monitor', '监控页'],
    ['/dashboard/workplace', '我的待办'],
    ['/monitor/system', '系统信息'],
    ['/monitor/jvm', '运行时信息'],
    ['/monitor/tomcat', 'HTTP 服务'],
    ['/monitor/httpTrace', '请求追踪'],
    ['/monitor/disk', '磁盘监控'],
    ['/monitor/redis', 'Redis监控'],
  ] as const) {
    await page.goto(`/recruit-app${path}`)
    // The page's own heading (the shell's h1 repeats the menu title for screen readers).
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible()
    await expect(page.getByText('尚未建成（not built yet）')).toHaveCount(0)
    for (const violation of await axeViolations(page)) failed.push(`${path}: ${violation}`)
  }
  await expect(page.getByText('未配置 Redis').first()).toBeVisible()
  expect(failed).toEqual([])
})

test('请求追踪 finds a request by its path', async ({ page }) => {
  await logIn(page, 'admin', '123456')
  await page.goto('/recruit-app/monitor/httpTrace')
  await page.getByRole('textbox', { name: '路径或用户' }).fill('/sys/login')
  await page.getByRole('button', { name: '查询' }).click()
  const rows = page.getByRole('table', { name: '请求列表' }).getByRole('row')
  await expect(rows.nth(1)).toContainText('/jeecg-boot/sys/login')
  await expect(rows.nth(1)).toContainText('POST')
})

test('工作台 quick links are saved on the server and follow the user', async ({ page, browser }) => {
  await logIn(page, 'zhangwei', '123456')
  await page.goto('/recruit-app/dashboard/workplace')
  const links = page.getByRole('list', { name: '快捷入口' })
  await page.getByRole('combobox', { name: '添加页面' }).click()
  await page.getByRole('option', { name: '问题件列表' }).click()
  await page.getByRole('button', { name: '添加' }).click()
  await expect(links.getByRole('link', { name: '问题件列表' })).toBeVisible()

  const other = await browser.newPage()
  await logIn(other, 'zhangwei', '123456')
  await other.goto('/recruit-app/dashboard/workplace')
  await other.getByRole('list', { name: '快捷入口' }).getByRole('link', { name: '问题件列表' }).click()
  await expect(other).toHaveURL(/\/question\/piece$/)
  await other.close()
})
