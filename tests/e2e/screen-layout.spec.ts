import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, type Page, test } from '@playwright/test'
import { logIn } from './support/session'

test.use({ viewport: { width: 1440, height: 900 } })

const SCREENS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.results/screens')

/** Screenshots for a person to look at (not baselines): tests/.results/screens/<name>.png. */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENS, `${name}.png`), fullPage: true })

async function pageFitsTheWindow(page: Page) {
  const { scrollWidth, innerWidth, bodyMargin } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    bodyMargin: getComputedStyle(document.body).margin,
  }))
  expect.soft(scrollWidth, 'page width').toBeLessThanOrEqual(innerWidth)
  expect(bodyMargin, 'body margin').toBe('0px')
}

test('the tenant choice is a compact form: the select and the button as wide as the login form, close together', async ({
  page,
}) => {
  await page.goto('/recruit-app/user/login')
  await pageFitsTheWindow(page)
  await page.getByRole('textbox', { name: '用户名', exact: true }).fill('admin')
  await page.getByRole('textbox', { name: '密码', exact: true }).fill('123456')
  await page.getByRole('textbox', { name: '验证码', exact: true }).fill('e2e7')
  await page.getByRole('button', { name: '登录' }).click()
  const picker = page.getByRole('form', { name: '选择租户' })
  await expect(picker).toBeVisible()
  const form = (await picker.boundingBox())!
  const select = (await picker.getByRole('combobox').boundingBox())!
  const button = (await picker.getByRole('button', { name: '确定' }).boundingBox())!
  const label = (await picker.getByText('请选择登录租户').boundingBox())!
  // Controls of the login form's size (a large select and button are 40 px high), as wide as the form.
  expect(select.height).toBeLessThanOrEqual(48)
  expect(button.height).toBeLessThanOrEqual(48)
  expect(select.width).toBeGreaterThanOrEqual(form.width - 4)
  expect(button.width).toBeGreaterThanOrEqual(form.width - 4)
  expect(form.width).toBeGreaterThanOrEqual(300)
  // Label, select and button one under the other with the login form's spacing, not spread apart.
  expect(select.y - (label.y + label.height)).toBeLessThanOrEqual(12)
  expect(button.y - (select.y + select.height)).toBeLessThanOrEqual(24)
  await shot(page, 'tenant-choice')
})

test('Shopee工具 fits the window: its import instructions wrap and name the columns in Chinese', async ({
  page,
}) => {
  await logIn(page, 'admin', '123456')
  await page.goto('/recruit-app/order/shopee')
  await expect(page.getByRole('button', { name: '导入Shopee订单' })).toBeVisible()
  await pageFitsTheWindow(page)
  const columns = page.getByRole('list', { name: '读取的列' })
  await expect(columns).toContainText('订单号 Order ID')
  await expect(columns).toContainText('运单号 Tracking Number*')
  await shot(page, 'order-shopee')
})
