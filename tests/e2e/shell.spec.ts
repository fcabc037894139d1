import { expect, type Page, test } from '@playwright/test'
import { apiSession, logIn, logOut, releaseAnnouncement } from './support/session'

/** The titles of the open tabs, in order (a Fluent tab repeats its label in a hidden sizing span). */
const openTabs = (page: Page) =>
  page
    .getByRole('tablist', { name: '已打开的页面' })
    .getByRole('tab')
    .evaluateAll((tabs) => tabs.map((tab) => tab.querySelector('.fui-Tab__content')?.textContent?.trim()))

test('the tab bar keeps pages and its context menu closes left, right and others', async ({ page }) => {
  await logIn(page, 'admin', '123456')
  await expect(page).toHaveURL(/\/dashboard\/analysis$/)
  const tabs = page.getByRole('tablist', { name: '已打开的页面' })
  const menu = page.getByRole('navigation').first()
  await menu.getByText('系统管理', { exact: true }).click()
  await menu.getByText('用户管理', { exact: true }).click()
  await expect(page.getByRole('table', { name: '用户列表' })).toBeVisible()
  // Type a filter, go elsewhere and come back: the page kept it.
  await page
    .getByRole('form', { name: '查询条件' })
    .getByLabel(/用户账号/)
    .fill('zhang')
  await page.getByRole('button', { name: /^消息通知/ }).click()
  await page.getByRole('button', { name: '查看更多' }).click()
  await expect(tabs.getByRole('tab', { name: '我的消息' })).toHaveAttribute('aria-selected', 'true')
  await tabs.getByRole('tab', { name: '用户管理' }).click()
  await expect(page.getByRole('form', { name: '查询条件' }).getByLabel(/用户账号/)).toHaveValue('zhang')

  await page.getByRole('button', { name: '包裹管理' }).click()
  await menu.getByText('包裹信息', { exact: true }).click()
  await expect.poll(() => openTabs(page)).toEqual(['首页', '用户管理', '我的消息', '包裹信息'])
  await tabs.getByRole('tab', { name: '包裹信息' }).click({ button: 'right' })
  await page.getByRole('menuitem', { name: '关闭左侧' }).click()
  await expect.poll(() => openTabs(page)).toEqual(['首页', '包裹信息'])
  // Back to 用户管理 through the menu search.
  await page.getByRole('combobox', { name: '搜索菜单' }).fill('用户')
  await page.getByRole('option', { name: '系统管理 / 用户管理' }).click()
  await expect(page).toHaveURL(/\/isystem\/user$/)
  await tabs.getByRole('tab', { name: '包裹信息' }).click()

  await tabs.getByRole('tab', { name: '包裹信息' }).click({ button: 'right' })
  await page.getByRole('menuitem', { name: '关闭右侧' }).click()
  await expect.poll(() => openTabs(page)).toEqual(['首页', '包裹信息'])
  await page.getByRole('combobox', { name: '搜索菜单' }).fill('用户管理')
  await page.getByRole('option', { name: '系统管理 / 用户管理' }).click()
  await expect.poll(() => openTabs(page)).toEqual(['首页', '包裹信息', '用户管理'])

  await tabs.getByRole('tab', { name: '用户管理' }).click({ button: 'right' })
  await page.getByRole('menuitem', { name: '刷新' }).click()
  await expect(page.getByRole('table', { name: '用户列表' })).toBeVisible()

  await tabs.getByRole('tab', { name: '首页' }).click({ button: 'right' })
  await page.getByRole('menuitem', { name: '关闭其它' }).click()
  await expect.poll(() => openTabs(page)).toEqual(['首页'])
  await expect(page).toHaveURL(/\/dashboard\/analysis$/)

  await tabs.getByRole('tab', { name: '首页' }).press('Delete')
  await expect(page.locator('.fui-ToastTitle', { hasText: '首页不能关闭!' })).toBeVisible()
})

test('a phone-sized window shows the menu as a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await logIn(page, 'admin', '123456')
  await expect(page).toHaveURL(/\/dashboard\/analysis$/)
  const toggle = page.getByRole('button', { name: '切换菜单' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('button', { name: '包裹管理' })).toBeHidden()
  await toggle.click()
  await page.getByRole('button', { name: '系统管理' }).click()
  await page.getByText('用户管理', { exact: true }).click()
  await expect(page).toHaveURL(/\/isystem\/user$/)
  await expect(page.getByRole('button', { name: '包裹管理' })).toBeHidden()
})

test('a user changes the password and logs in with the new one', async ({ page }) => {
  await logIn(page, 'lina', '123456')
  await expect(page).toHaveURL(/\/dashboard\/analysis$/)
  await page.getByRole('button', { name: '用户菜单：李娜' }).click()
  await page.getByRole('menuitem', { name: '密码修改' }).click()
  const dialog = page.getByRole('dialog', { name: '修改密码' })
  await dialog.getByLabel(/^旧密码/).fill('wrong-one')
  await dialog.getByLabel(/^新密码/).fill('Lina2026!')
  await dialog.getByLabel(/^确认新密码/).fill('Lina2026!')
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(page.locator('.fui-ToastTitle', { hasText: '旧密码输入错误' })).toBeVisible()
  await dialog.getByLabel(/^旧密码/).fill('123456')
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(dialog).toBeHidden()
  await logOut(page, '李娜')

  await logIn(page, 'lina', '123456')
  await expect(page.getByText(/用户名或密码错误/)).toBeVisible()
  await logIn(page, 'lina', 'Lina2026!')
  await expect(page).toHaveURL(/\/dashboard\/analysis$/)
})

test('an announcement released by admin reaches another user’s bell without a reload', async ({
  page,
  request,
  baseURL,
}) => {
  await logIn(page, 'zhangwei', '123456')
  await expect(page).toHaveURL(/\/dashboard\/analysis$/)
  const bell = page.getByRole('button', { name: /^消息通知/ })
  await expect(bell).toBeVisible()
  const before = await bell.getAttribute('aria-label')

  const admin = await apiSession(request, baseURL!, 'admin', '123456')
  const title = await releaseAnnouncement(admin, `到港通知 ${Date.now()}`)
  await expect(bell).not.toHaveAttribute('aria-label', before ?? '', { timeout: 2000 })

  await bell.click()
  await page.getByRole('button', { name: new RegExp(title) }).click()
  const dialog = page.getByRole('dialog', { name: title })
  await expect(dialog.getByText('紧急消息')).toBeVisible()
  await dialog.getByRole('button', { name: '关闭' }).click()
  await page.getByRole('button', { name: /^消息通知/ }).click()
  await expect(page.getByRole('button', { name: new RegExp(title) })).toBeHidden()
  await page.getByRole('button', { name: '查看更多' }).click()
  await expect(page).toHaveURL(/\/isps\/userAnnouncement$/)
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('已读')
})

test('switching department changes the menu', async ({ page }) => {
  await logIn(page, 'liuyang', '123456')
  await expect(page).toHaveURL(/\/dashboard\/analysis$/)
  const menu = page.getByRole('navigation').first()
  await expect(menu.getByRole('button', { name: '包裹管理' })).toBeVisible()
  await expect(menu.getByRole('button', { name: '系统管理' })).toBeHidden()

  await page.getByRole('button', { name: '用户菜单：刘洋' }).click()
  await page.getByRole('menuitem', { name: '切换部门' }).click()
  const dialog = page.getByRole('dialog', { name: '部门切换（当前部门 : 总部运营部）' })
  await dialog.getByRole('combobox').click()
  await page.getByRole('option', { name: '海外仓储部' }).click()
  await dialog.getByRole('button', { name: '确认' }).click()
  await expect(dialog).toBeHidden()

  await menu.getByRole('button', { name: '系统管理' }).click()
  await menu.getByText('用户管理', { exact: true }).click()
  await expect(page.getByRole('table', { name: '用户列表' })).toBeVisible()
  await expect(page.getByText(/^1-\d+ 共\d+条$/)).toBeVisible()
})
