import { expect, type Page, test } from '@playwright/test'
import { logIn } from './support/session'

async function openUsers(page: Page) {
  await page.getByRole('combobox', { name: '搜索菜单' }).fill('用户管理')
  await page.getByRole('option', { name: '系统管理 / 用户管理' }).click()
  await expect(page.getByRole('table', { name: '用户列表' })).toBeVisible()
  await expect(page.getByRole('button', { name: '列设置' })).toBeEnabled()
}

const headers = (page: Page) => page.getByRole('table', { name: '用户列表' }).getByRole('columnheader')

test('a column layout follows the user to another browser, and 重置 brings the declared columns back', async ({
  page,
  browser,
}) => {
  await logIn(page, 'admin', '123456')
  await openUsers(page)
  await expect(headers(page).filter({ hasText: '手机号码' })).toHaveCount(1)
  await page.getByRole('button', { name: '列设置' }).click()
  const settings = page.getByRole('dialog', { name: '列设置' })
  await settings.getByRole('checkbox', { name: '手机号码' }).uncheck()
  await settings.getByRole('button', { name: '上移 创建时间' }).click()
  await page.keyboard.press('Escape')
  await expect(settings).toBeHidden()
  await expect(headers(page).filter({ hasText: '手机号码' })).toHaveCount(0)
  const shown = await headers(page).allTextContents()

  // A fresh browser profile: nothing in its storage, the layout comes from the server.
  const other = await browser.newContext()
  try {
    const elsewhere = await other.newPage()
    await logIn(elsewhere, 'admin', '123456')
    await openUsers(elsewhere)
    await expect(headers(elsewhere)).toHaveText(shown)
    await elsewhere.getByRole('button', { name: '列设置' }).click()
    await elsewhere.getByRole('dialog', { name: '列设置' }).getByRole('button', { name: '重置' }).click()
    await elsewhere.keyboard.press('Escape')
    await expect(headers(elsewhere).filter({ hasText: '手机号码' })).toHaveCount(1)
  } finally {
    await other.close()
  }
  await page.reload()
  await expect(page.getByRole('table', { name: '用户列表' })).toBeVisible()
  await expect(headers(page).filter({ hasText: '手机号码' })).toHaveCount(1)
})
