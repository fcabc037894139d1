import { expect, test } from '@playwright/test'
import { apiSession, logIn, logOut } from './support/session'

const suffix = Date.now().toString(36)
const role = { name: `任务查看员${suffix.slice(-4)}`, code: `viewer_${suffix}` }
const staff = { username: `e2e_r${suffix}`, realname: `调度${suffix.slice(-4)}`, password: 'secret123' }

test('admin creates a role, grants two menus and one button, gives it to a new user who sees exactly those', async ({
  page: adminPage,
  browser,
  request,
  baseURL,
}) => {
  let page = adminPage
  const admin = await apiSession(request, baseURL!, 'admin', '123456')
  await admin.post('/sys/user/add', {
    username: staff.username,
    realname: staff.realname,
    password: staff.password,
    confirmpassword: staff.password,
    phone: '13912340000',
    email: `${staff.username}@portico.example.com`,
  })

  await logIn(page, 'admin', '123456')
  await page.goto('/recruit-app/isystem/role')
  await page.getByRole('button', { name: '新建' }).click()
  const form = page.getByRole('dialog', { name: '新增角色' })
  await form.getByLabel(/角色名称/).fill(role.name)
  await form.getByLabel(/角色编码/).fill(role.code)
  await form.getByRole('button', { name: '确定' }).click()
  await expect(form).toBeHidden()

  // 授权, linked: ticking the 定时任务查询 button holds 定时任务 and 系统管理 with it.
  await page.getByRole('button', { name: `授权 ${role.code}` }).click()
  const tree = page.getByRole('tree', { name: `${role.name} 的菜单和按钮权限` })
  await page.getByRole('button', { name: '展开所有' }).click()
  await tree.getByRole('treeitem', { name: '定时任务查询（按钮）' }).getByRole('checkbox').check()
  await expect(
    tree.getByRole('treeitem', { name: '定时任务', exact: true }).getByRole('checkbox').first(),
  ).toBeChecked({ indeterminate: true })
  await page.getByRole('button', { name: '保存并关闭' }).click()
  await expect(page.locator('.fui-ToastTitle', { hasText: '保存成功！' })).toBeVisible()

  // 用户: add the new member of staff with the user picker.
  await page.getByRole('button', { name: `用户 ${role.code}` }).click()
  const users = page.getByRole('dialog', { name: `角色用户 - ${role.name}` })
  await users.getByRole('button', { name: '已有用户' }).click()
  const picker = page.getByRole('dialog', { name: '用户选择' })
  await picker.getByLabel('账号').fill(staff.username)
  await picker.getByRole('button', { name: '查询' }).click()
  await picker.getByRole('checkbox', { name: `选择 ${staff.realname}` }).check()
  await picker.getByRole('button', { name: '确定' }).click()
  await expect(users.getByRole('row').filter({ hasText: staff.username })).toBeVisible()
  await users.getByRole('button', { name: '关闭' }).click()
  await logOut(page, '管理员')

  // The new member of staff signs in on another browser.
  page = await (await browser.newContext({ baseURL, locale: 'zh-CN' })).newPage()
  await logIn(page, staff.username, staff.password)
  const nav = page.getByRole('navigation').first()
  await expect(nav.getByText('系统管理', { exact: true })).toBeVisible()
  for (const other of ['批次管理', '账单管理', '报关管理'])
    await expect(nav.getByText(other, { exact: true })).toHaveCount(0)
  await nav.getByText('系统管理', { exact: true }).click()
  await expect(nav.getByText('定时任务', { exact: true })).toBeVisible()
  for (const other of ['用户管理', '角色管理', '部门管理'])
    await expect(nav.getByText(other, { exact: true })).toHaveCount(0)
  await nav.getByText('定时任务', { exact: true }).click()
  await expect(page.getByRole('table', { name: '定时任务列表' })).toBeVisible()
  await expect(page.getByRole('cell', { name: '0 30 2 * * ?' })).toBeVisible()
  // 查询 only: no other button of the page.
  for (const button of ['新增', '批量删除'])
    await expect(page.getByRole('button', { name: button, exact: true })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^(编辑|停止|立即执行|删除) / })).toHaveCount(0)
})
