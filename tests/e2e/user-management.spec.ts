import { expect, type Page, test } from '@playwright/test'
import { solidPng } from './support/files'
import { apiSession, logIn } from './support/session'
import { holdUploads, recordRequests } from './support/uploads'

const suffix = Date.now().toString(36)
const newUser = { username: `e2e_${suffix}`, realname: `测试员${suffix.slice(-4)}`, phone: '13912345678' }

function userRow(page: Page, username: string) {
  return page.getByRole('row').filter({ hasText: username })
}

test('a member of staff logs in, manages a user and logs out', async ({ page }) => {
  await logIn(page, 'admin', '123456')
  await expect(page).toHaveURL(/\/recruit-app\/dashboard\/analysis$/)
  await expect(page.getByText('欢迎使用跨境电商供应链物流平台', { exact: false })).toBeVisible()

  // The full menu the server sends for admin.
  for (const area of ['批次管理', '账单管理', '报关管理', '订单管理', '站点任务', '包裹管理', '系统管理']) {
    await expect(page.getByText(area, { exact: true }).first()).toBeVisible()
  }
  await page.getByText('系统管理', { exact: true }).first().click()
  await page.getByText('用户管理', { exact: true }).first().click()
  await expect(page).toHaveURL(/\/isystem\/user$/)
  await expect(page.getByRole('table', { name: '用户列表' })).toBeVisible()
  await expect(page.getByText(/^1-\d+ 共\d+条$/)).toBeVisible()
  // The menu stays open, at full width, on the current area once the wide table has loaded.
  await expect(page.getByRole('button', { name: '系统管理', expanded: true })).toBeVisible()
  expect((await page.getByRole('navigation').first().boundingBox())?.width).toBeGreaterThan(200)

  // Add.
  await page.getByRole('button', { name: '新增' }).click()
  const addDialog = page.getByRole('dialog', { name: '添加用户' })
  await addDialog.getByLabel(/用户账号/).fill(newUser.username)
  await addDialog.getByLabel(/登录密码/).fill('secret123')
  await addDialog.getByLabel(/确认密码/).fill('secret123')
  await addDialog.getByLabel(/用户姓名/).fill(newUser.realname)
  await addDialog.getByLabel(/手机号码/).fill('1391234')
  await addDialog.getByRole('button', { name: '确定' }).click()
  await expect(addDialog.getByText('请输入正确格式的手机号码!')).toBeVisible()
  await addDialog.getByLabel(/手机号码/).fill(newUser.phone)
  await addDialog.getByRole('button', { name: '确定' }).click()
  await expect(addDialog).toBeHidden()

  // Find it.
  await page
    .getByRole('form', { name: '查询条件' })
    .getByLabel(/用户账号/)
    .fill(newUser.username)
  await page.getByRole('button', { name: '查询', exact: true }).click()
  await expect(page.getByText('1-1 共1条')).toBeVisible()
  await expect(userRow(page, newUser.username)).toContainText(newUser.realname)

  // Edit.
  await page.getByRole('button', { name: `编辑 ${newUser.username}` }).click()
  const editDialog = page.getByRole('dialog', { name: '编辑用户' })
  await expect(editDialog.getByLabel(/用户姓名/)).toHaveValue(newUser.realname)
  await editDialog.getByLabel(/用户姓名/).fill(`${newUser.realname}改`)
  await editDialog.getByRole('button', { name: '确定' }).click()
  await expect(editDialog).toBeHidden()
  await expect(userRow(page, newUser.username)).toContainText(`${newUser.realname}改`)

  // Freeze.
  await page.getByRole('button', { name: `冻结 ${newUser.username}` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click()
  await expect(userRow(page, newUser.username)).toContainText('冻结')

  // Delete.
  await page.getByRole('button', { name: `删除 ${newUser.username}` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click()
  await expect(page.getByText('0-0 共0条')).toBeVisible()

  // Log out.
  await page.getByRole('button', { name: '用户菜单：管理员' }).click()
  await page.getByRole('menuitem', { name: '退出登录' }).click()
  await expect(page.getByText('真的要注销登录吗 ?')).toBeVisible()
  await page.getByRole('button', { name: '确定' }).click()
  await expect(page).toHaveURL(/\/recruit-app\/user\/login/)
})

test('a wrong captcha is refused with the server message', async ({ page }) => {
  await page.goto('/recruit-app/user/login')
  await page.getByRole('textbox', { name: '用户名', exact: true }).fill('admin')
  await page.getByRole('textbox', { name: '密码', exact: true }).fill('123456')
  await page.getByRole('textbox', { name: '验证码', exact: true }).fill('zzzz')
  await page.getByRole('button', { name: '登录' }).click()
  await expect(page.getByText('验证码错误')).toBeVisible()
  await expect(page).toHaveURL(/\/user\/login/)
})

test('a visitor without a token is sent to the company page', async ({ page }) => {
  await page.goto('/recruit-app/isystem/user')
  await expect(page).toHaveURL(/\/recruit-app\/zhaopin\/home\/company$/)
})

test('the user form waits for the avatar upload, then saves the new picture', async ({
  page,
  request,
  baseURL,
}) => {
  const picture = { name: 'portrait.png', mimeType: 'image/png', buffer: solidPng([200, 120, 40]) }
  const edits = recordRequests(page, '/sys/user/edit')
  await logIn(page, 'admin', '123456')
  await page.getByRole('combobox', { name: '搜索菜单' }).fill('用户管理')
  await page
    .getByRole('option', { name: /用户管理$/ })
    .first()
    .click()
  await expect(page.getByRole('table', { name: '用户列表' })).toBeVisible()
  await page.getByRole('button', { name: '编辑 chenjing' }).click()
  const dialog = page.getByRole('dialog', { name: '编辑用户' })
  await expect(dialog.getByLabel(/用户姓名/)).not.toHaveValue('')

  const uploads = await holdUploads(page)
  await dialog.getByRole('group', { name: '头像' }).locator('input[type=file]').setInputFiles([picture])
  await expect.poll(uploads.held).toBe(1)
  const confirm = dialog.getByRole('button', { name: '确定' })
  await expect(dialog.getByText('文件上传中，请稍候')).toBeVisible()
  await expect(confirm).toBeDisabled()
  await confirm.click({ force: true })
  await expect(dialog).toBeVisible()
  expect(edits).toEqual([])

  uploads.release()
  await expect(dialog.getByRole('img', { name: 'portrait.png 缩略图' })).toBeVisible()
  await expect(confirm).toBeEnabled()
  await confirm.click()
  await expect(dialog).toBeHidden()
  expect(edits).toHaveLength(1)

  const api = await apiSession(request, baseURL!, 'admin', '123456')
  const users = await api.get<{ records: { username: string; avatar: string | null }[] }>('/sys/user/list', {
    username: 'chenjing',
  })
  const avatar = users.result.records[0].avatar!
  expect(avatar).toMatch(/^avatar\/portrait_\d{13}\.png$/)
  const file = await request.get(`${baseURL}/jeecg-boot/sys/common/static/${avatar}`)
  expect(await file.body()).toEqual(picture.buffer)
})
