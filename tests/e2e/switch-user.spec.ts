import { expect, test } from '@playwright/test'
import { apiSession, chooseTenantIfAsked, logIn, logOut } from './support/session'

const suffix = Date.now().toString(36)

/** A user of no tenant (as an administrator may create one), with a role that has menus. */
async function createUserWithoutTenant(request: Parameters<typeof apiSession>[0], baseURL: string) {
  const admin = await apiSession(request, baseURL, 'admin', '123456')
  const roles = await admin.get<{ id: string; roleCode: string }[]>('/sys/role/queryall')
  const ops = roles.result.find((role) => role.roleCode === 'ops')
  expect(ops).toBeDefined()
  const user = { username: `e2e_sw_${suffix}`, realname: `换人${suffix.slice(-4)}`, password: 'Switch2026!' }
  await admin.post('/sys/user/add', { ...user, phone: '13912340001', selectedroles: ops?.id })
  return user
}

test('after an administrator logs out in a tenant, the next user on the browser gets their menu', async ({
  page,
  request,
  baseURL,
}) => {
  const next = await createUserWithoutTenant(request, baseURL ?? '')
  await page.goto('/recruit-app/user/login')
  await page.getByRole('textbox', { name: '用户名', exact: true }).fill('admin')
  await page.getByRole('textbox', { name: '密码', exact: true }).fill('123456')
  await page.getByRole('textbox', { name: '验证码', exact: true }).fill('e2e7')
  await page.getByRole('button', { name: '登录' }).click()
  // The second tenant: one the next user does not belong to.
  const picker = page.getByRole('form', { name: '选择租户' })
  await picker.getByRole('combobox').click()
  await page.getByRole('option').nth(1).click()
  await picker.getByRole('button', { name: '确定' }).click()
  await expect(page.getByRole('button', { name: '用户菜单：管理员' })).toBeVisible()
  await logOut(page, '管理员')

  await logIn(page, next.username, next.password)
  await expect(page.getByRole('button', { name: `用户菜单：${next.realname}` })).toBeVisible()
  await expect(page.getByRole('navigation').first().getByText('首页', { exact: true }).first()).toBeVisible()
  await logOut(page, next.realname)
  expect(await page.evaluate(() => localStorage.getItem('pro__TENANT_ID'))).toBeNull()
})

test('a stored tenant that is not the user’s is dropped and the menu loads with their own', async ({
  page,
}) => {
  await logIn(page, 'zhangwei', '123456')
  await chooseTenantIfAsked(page)
  await expect(page.getByRole('button', { name: '用户菜单：张伟' })).toBeVisible()
  // What a previous user of the browser left behind (tenant 2 is admin's, not zhangwei's).
  await page.evaluate(() =>
    localStorage.setItem('pro__TENANT_ID', JSON.stringify({ value: '2', expire: Date.now() + 3_600_000 })),
  )
  await page.reload()
  await expect(page.getByRole('button', { name: '用户菜单：张伟' })).toBeVisible()
  await expect(page.getByText('加载中…')).toBeHidden()
})
