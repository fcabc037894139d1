import { expect, type Page, test } from '@playwright/test'
import { apiSession, logIn } from './support/session'

const suffix = Date.now().toString(36)
const customer = '广州市南沙优选供应链有限公司'
const role = { name: `包裹查看${suffix.slice(-4)}`, code: `c1003_${suffix}` }
const user = { username: `ns_${suffix}`, realname: `南沙${suffix.slice(-4)}`, password: 'Harbour#2026' }

async function chooseCustomer(page: Page) {
  await page.getByRole('combobox', { name: '客户' }).click()
  await page.getByRole('option', { name: customer }).click()
}

test.describe.configure({ mode: 'serial' })

test('客户部门角色: platform staff give a customer a department and a role with customer menus only', async ({
  page,
}) => {
  await logIn(page, 'admin', '123456')

  // 客户部门角色: a department under the company, and a role that may see 包裹信息 only.
  await page.goto('/recruit-app/customer/departRole')
  await chooseCustomer(page)
  await page.getByRole('radio', { name: customer }).check()
  await page.getByRole('button', { name: '添加下级' }).click()
  const depart = page.getByRole('dialog', { name: `添加下级部门 - ${customer}` })
  await depart.getByLabel(/机构名称/).fill('客服部')
  await depart.getByRole('button', { name: '确定' }).click()
  await expect(depart).toBeHidden()
  await expect(page.getByRole('radio', { name: '客服部' })).toBeVisible()

  await page.getByRole('button', { name: '新建' }).click()
  const form = page.getByRole('dialog', { name: '新增角色' })
  await form.getByLabel(/角色名称/).fill(role.name)
  await form.getByLabel(/角色编码/).fill(role.code)
  await form.getByRole('button', { name: '确定' }).click()
  await expect(form).toBeHidden()
  await page.getByRole('button', { name: `授权 ${role.code}` }).click()
  const tree = page.getByRole('tree', { name: `${role.name} 的菜单和按钮权限` })
  // Only the customer menus are offered.
  await expect(tree.getByRole('treeitem', { name: '包裹管理' })).toBeVisible()
  await expect(tree.getByRole('treeitem', { name: '系统管理' })).toHaveCount(0)
  await page.getByRole('button', { name: '展开所有' }).click()
  await tree.getByRole('treeitem', { name: '包裹信息', exact: true }).getByRole('checkbox').first().check()
  await page.getByRole('button', { name: '保存并关闭' }).click()
  await expect(page.locator('.fui-ToastTitle', { hasText: '保存成功！' })).toBeVisible()
})

test('客户用户: platform staff add a user to the customer with its role and department', async ({ page }) => {
  await logIn(page, 'admin', '123456')
  await page.goto('/recruit-app/customer/user')
  await chooseCustomer(page)
  await page.getByRole('button', { name: '新增' }).click()
  const add = page.getByRole('dialog', { name: '添加用户' })
  await add.getByLabel(/用户账号/).fill(user.username)
  await add.getByLabel(/登录密码/).fill(user.password)
  await add.getByLabel(/确认密码/).fill(user.password)
  await add.getByLabel(/用户姓名/).fill(user.realname)
  await add.getByRole('combobox', { name: /角色分配/ }).click()
  await page.getByRole('menuitemcheckbox', { name: role.name }).click()
  await page.keyboard.press('Escape')
  await add.getByRole('combobox', { name: /所属部门/ }).click()
  await page.getByRole('menuitemcheckbox', { name: `${customer} / 客服部` }).click()
  await page.keyboard.press('Escape')
  await add.getByRole('button', { name: '确定' }).click()
  await expect(add).toBeHidden()
  await expect(page.getByRole('row').filter({ hasText: user.username })).toContainText('客服部')
})

test("the customer's new user signs in and sees 包裹信息 only, with that customer's parcels", async ({
  page,
  request,
  baseURL,
}) => {
  await logIn(page, user.username, user.password)
  const nav = page.getByRole('navigation').first()
  await expect(nav.getByText('包裹管理', { exact: true })).toBeVisible()
  for (const other of ['客户管理', '系统管理', '账单管理'])
    await expect(nav.getByText(other, { exact: true })).toHaveCount(0)
  const own = await apiSession(request, baseURL!, user.username, user.password)
  const parcels = (
    await own.get<{ records: { customerId: number }[]; total: number }>('/logistics/package/list', {
      pageSize: '200',
    })
  ).result
  expect(parcels.total).toBeGreaterThan(0)
  expect(parcels.records.length).toBeGreaterThan(0)
  expect(parcels.records.every((p) => p.customerId === 1003)).toBe(true)
  await nav.getByText('包裹管理', { exact: true }).click()
  await nav.getByText('包裹信息', { exact: true }).click()
  await expect(page.getByText(new RegExp(`^1-\\d+ 共${parcels.total}条$`))).toBeVisible()
})
