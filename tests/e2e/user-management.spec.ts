import { expect, test } from '@playwright/test'
import { E2E_CAPTCHA } from './playwright.config'

const suffix = Date.now().toString(36)
const newUser = { username: `e2e_${suffix}`, realname: `测试员${suffix.slice(-4)}`, phone: '13912345678' }

test('a staff member logs in, manages a user and logs out', async ({ page }) => {
  await page.goto('/recruit-app/user/login')
  await page.getByLabel('用户名').fill('admin')
  await page.getByLabel('密码').fill('123456')
  await expect(page.getByRole('img', { name: '验证码' })).toBeVisible()
  await page.getByLabel('验证码').fill(E2E_CAPTCHA)
  await page.getByRole('button', { name: '登录' }).click()

  await expect(page).toHaveURL(/\/recruit-app\/dashboard\/analysis/)
  const menu = page.getByRole('navigation')
  for (const area of ['系统管理', '订单管理'])
    await expect(menu.getByText(area, { exact: true })).toBeVisible()

  await menu.getByText('系统管理', { exact: true }).click()
  await menu.getByText('用户管理', { exact: true }).click()
  await expect(page).toHaveURL(/\/isystem\/user/)
  await expect(
    page.getByRole('grid', { name: '用户列表' }).or(page.getByRole('table', { name: '用户列表' })),
  ).toBeVisible()
  await expect(page.getByText(/\d+-\d+ 共\d+条/)).toBeVisible()
})
