import { expect, test } from '@playwright/test'
import { E2E_CAPTCHA } from './playwright.config'
import { chooseTenantIfAsked, logIn, logOut } from './support/session'

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

test('a user of two tenants picks one after logging in; it is sent with every request', async ({ page }) => {
  await page.goto('/recruit-app/user/login')
  await page.getByRole('textbox', { name: '用户名', exact: true }).fill('admin')
  await page.getByRole('textbox', { name: '密码', exact: true }).fill('123456')
  await expect(page.getByRole('img', { name: '验证码' })).toBeVisible()
  await page.getByRole('textbox', { name: '验证码', exact: true }).fill(E2E_CAPTCHA)
  await page.getByRole('button', { name: '登录' }).click()

  const picker = page.getByRole('form', { name: '选择租户' })
  await picker.getByRole('button', { name: '确定' }).click()
  await expect(picker.getByRole('alert')).toHaveText('请选择租户')
  await expect(page).toHaveURL(/\/user\/login$/)
  const sent = page.waitForRequest((r) => r.url().includes('/sys/permission/getUserPermissionByToken'))
  await chooseTenantIfAsked(page, '速通物流（海外）')
  expect((await sent).headers().tenant_id).toBe('2')
  await expect(page).toHaveURL(/\/dashboard\/analysis$/)
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('pro__TENANT_ID') ?? 'null'))
  expect(stored.value).toBe('2')
  // Kept for 7 days.
  expect(stored.expire - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000)
})

test('a user edits their profile, avatar and bindings, and changes their password', async ({ page }) => {
  await logIn(page, 'wangfang', '123456')
  await page.getByRole('button', { name: '用户菜单：王芳' }).click()
  await page.getByRole('menuitem', { name: '个人中心' }).click()
  await expect(page).toHaveURL(/\/account\/center$/)
  await expect(page.getByRole('heading', { name: '王芳' })).toBeVisible()
  await expect(page.getByText('wangfang@portico.example.com')).toBeVisible()
  await expect(page.getByRole('toolbar', { name: '所属部门' })).toContainText('（当前）')

  await page.getByRole('button', { name: '编辑资料' }).click()
  await expect(page).toHaveURL(/\/account\/settings\/base$/)
  const base = page.getByRole('form', { name: '基本设置' })
  await base.getByLabel(/^用户姓名/).fill('')
  await base.getByRole('button', { name: '更新基本信息' }).click()
  await expect(base.getByText('请输入用户名称!')).toBeVisible()
  await base.getByLabel(/^用户姓名/).fill('王芳芳')
  await base.getByRole('button', { name: '更新基本信息' }).click()
  await expect(page.getByText('基本信息已更新').first()).toBeVisible()
  await expect(page.getByRole('button', { name: '用户菜单：王芳芳' })).toBeVisible()

  // Avatar through the upload package, then saved.
  await page.getByRole('tab', { name: '个人头像' }).click()
  await expect(page).toHaveURL(/\/account\/settings\/avatar$/)
  const avatar = page.getByRole('form', { name: '个人头像' })
  await avatar
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG })
  await expect(avatar.getByRole('img', { name: 'me.png 缩略图' })).toBeVisible()
  await avatar.getByRole('button', { name: '保存头像' }).click()
  await expect(page.getByText('头像已更新').first()).toBeVisible()

  // Bindings: the server refuses a phone another user has.
  await page.getByRole('tab', { name: '账户绑定' }).click()
  const binding = page.getByRole('form', { name: '账户绑定' })
  await expect(binding.getByLabel(/^手机号码/)).toHaveValue('13712345603')
  await binding.getByLabel(/^手机号码/).fill('1371234')
  await binding.getByRole('button', { name: '保存绑定' }).click()
  await expect(binding.getByText('请输入正确格式的手机号码!')).toBeVisible()
  await binding.getByLabel(/^手机号码/).fill('13812345601')
  await binding.getByRole('button', { name: '保存绑定' }).click()
  await expect(binding.getByText('手机号已存在')).toBeVisible()
  await binding.getByLabel(/^手机号码/).fill('13712349999')
  await binding.getByRole('button', { name: '保存绑定' }).click()
  await expect(page.getByText('绑定信息已更新').first()).toBeVisible()

  // Security: the old password is checked by the server.
  await page.getByRole('tab', { name: '安全设置' }).click()
  const security = page.getByRole('form', { name: '修改密码' })
  await security.getByLabel(/^旧密码/).fill('wrong-old')
  await security.getByLabel(/^新密码/).fill('Fang2026!')
  await security.getByLabel(/^确认新密码/).fill('Fang2026!')
  await security.getByRole('button', { name: '修改密码' }).click()
  await expect(security.getByText('旧密码输入错误!')).toBeVisible()
  await security.getByLabel(/^旧密码/).fill('123456')
  await security.getByRole('button', { name: '修改密码' }).click()
  await expect(page.getByText('密码重置成功!').first()).toBeVisible()

  // The profile page shows what was saved, after a reload too.
  await page.goto('/recruit-app/account/center')
  await expect(page.getByRole('heading', { name: '王芳芳' })).toBeVisible()
  await expect(page.getByText('13712349999')).toBeVisible()
  await logOut(page, '王芳芳')
  await logIn(page, 'wangfang', 'Fang2026!')
  await expect(page).toHaveURL(/\/dashboard\/analysis$/)
})

test('the administrator’s 头像设置 menu entry opens the avatar section, not the “not built” page', async ({
  page,
}) => {
  await logIn(page, 'admin', '123456')
  await page.goto('/recruit-app/account/settings/avatar')
  const panel = page.getByRole('tabpanel', { name: '个人头像' })
  await expect(panel.getByRole('heading', { name: '个人头像' })).toBeVisible()
  await expect(page.getByText(/not built yet/)).toHaveCount(0)
})
