import { expect, type Page, test } from '@playwright/test'
import { E2E_CAPTCHA } from './playwright.config'
import { logIn } from './support/session'

/** The code the test SMS provider last sent to a phone (GET /test/sms/last, mounted only by the server's start:test entry). */
async function lastSmsCode(page: Page, mobile: string): Promise<string> {
  let code = ''
  await expect
    .poll(async () => {
      const reply = await page.request.get(`/jeecg-boot/test/sms/last?mobile=${mobile}`)
      // Before the code is recorded the answer is a refusal envelope (HTTP 200, success false).
      const body = reply.ok() ? await reply.json() : null
      code = body?.success ? String(body.result) : ''
      return code
    })
    .not.toBe('')
  return code
}

test('a member of staff logs in with a phone number and the SMS code', async ({ page }) => {
  await page.goto('/recruit-app/user/login')
  await page.getByRole('tab', { name: '手机号登录' }).click()
  const form = page.getByRole('form', { name: '手机号登录' })
  await form.getByLabel(/^手机号码/).fill('1381234')
  await form.getByRole('button', { name: '获取验证码' }).click()
  await expect(form.getByText('请输入正确格式的手机号码!').first()).toBeVisible()
  await form.getByLabel(/^手机号码/).fill('13812345601')
  // No SMS code is sent without the image captcha (the test server fixes its answer).
  await form.getByLabel(/^图形验证码/).fill(E2E_CAPTCHA)
  await form.getByRole('button', { name: '获取验证码' }).click()
  await expect(form.getByRole('button', { name: /秒后重发/ })).toBeDisabled()
  const code = await lastSmsCode(page, '13812345601')
  await form.getByLabel(/^验证码/).fill(code)
  await form.getByRole('button', { name: '登录' }).click()
  await expect(page).toHaveURL(/\/dashboard\/analysis$/)
  await expect(page.getByRole('button', { name: '用户菜单：张伟' })).toBeVisible()
})

test('a forgotten password is reset in four steps, then the new one logs in', async ({ page }) => {
  await page.goto('/recruit-app/user/login')
  await page.getByRole('link', { name: '忘记密码' }).click()
  await expect(page).toHaveURL(/\/user\/alteration$/)
  const form = page.getByRole('form', { name: '找回密码' })
  await expect(form.getByRole('listitem').and(page.locator('[aria-current="step"]'))).toContainText(
    '确认账号',
  )
  await form.getByLabel(/^用户账号/).fill('zhaolei')
  await form.getByRole('button', { name: '下一步' }).click()

  await expect(page.locator('[aria-current="step"]')).toContainText('安全验证')
  await form.getByLabel(/^手机号码/).fill('17712345606')
  // No SMS code is sent without the image captcha (the test server fixes its answer).
  await form.getByLabel(/^图形验证码/).fill(E2E_CAPTCHA)
  await form.getByRole('button', { name: '获取验证码' }).click()
  await form.getByLabel(/^验证码/).fill('000000')
  await form.getByRole('button', { name: '下一步' }).click()
  await expect(form.getByRole('alert').or(form.locator('.fui-MessageBar'))).toBeVisible()
  await form.getByLabel(/^验证码/).fill(await lastSmsCode(page, '17712345606'))
  await form.getByRole('button', { name: '下一步' }).click()

  await expect(page.locator('[aria-current="step"]')).toContainText('设置新密码')
  await form.getByLabel(/^新密码/).fill('Zhao2026!')
  await form.getByLabel(/^确认新密码/).fill('Zhao2026?')
  await form.getByRole('button', { name: '提交' }).click()
  await expect(form.getByText('两次输入的密码不一样！')).toBeVisible()
  await form.getByLabel(/^确认新密码/).fill('Zhao2026!')
  await form.getByRole('button', { name: '提交' }).click()

  await expect(page.locator('[aria-current="step"]')).toContainText('完成')
  await expect(page.getByRole('status')).toContainText('zhaolei')
  await page.getByRole('button', { name: '返回登录' }).click()
  await logIn(page, 'zhaolei', 'Zhao2026!')
  await expect(page).toHaveURL(/\/dashboard\/analysis$/)
})

test('a new user registers with a phone code and logs in', async ({ page }) => {
  const suffix = Date.now().toString(36).slice(-5)
  const username = `reg_${suffix}`
  const phone = `159${String(Date.now()).slice(-8)}`
  await page.goto('/recruit-app/user/register')
  const form = page.getByRole('form', { name: '注册' })
  await form.getByRole('button', { name: '注册' }).click()
  await expect(form.getByText('请输入用户账号')).toBeVisible()
  await form.getByLabel(/^用户账号/).fill(username)
  await form.getByLabel(/^密码/).fill('Reg2026!')
  await form.getByLabel(/^确认密码/).fill('Reg2026!')
  await form.getByLabel(/^手机号码/).fill(phone)
  // No SMS code is sent without the image captcha (the test server fixes its answer).
  await form.getByLabel(/^图形验证码/).fill(E2E_CAPTCHA)
  await form.getByRole('button', { name: '获取验证码' }).click()
  await form.getByLabel(/^验证码/).fill(await lastSmsCode(page, phone))
  await form.getByRole('button', { name: '注册' }).click()
  await expect(page).toHaveURL(/\/user\/register-result/)
  await expect(page.getByRole('heading', { name: `你的账户：${username} 注册成功` })).toBeVisible()
  await page.getByRole('button', { name: '使用新账户登录' }).click()
  await logIn(page, username, 'Reg2026!')
  await expect(page).toHaveURL(/\/dashboard\/analysis$/)
})

test('a third-party login token signs the user in; a used one is refused', async ({ page }) => {
  const ticket = await page.request.get('/jeecg-boot/test/thirdLogin/ticket?username=chenjing')
  const token = (await ticket.json()).result as string
  await page.goto(`/recruit-app/user/third-login?token=${token}&thirdType=wechat_enterprise`)
  await expect(page).toHaveURL(/\/dashboard\/analysis$/)
  await expect(page.getByRole('button', { name: '用户菜单：陈静' })).toBeVisible()

  await page.evaluate(() => localStorage.clear())
  await page.goto(`/recruit-app/user/third-login?token=${token}&thirdType=wechat_enterprise`)
  await expect(page.locator('.fui-MessageBar')).toBeVisible()
  await page.getByRole('button', { name: '返回登录' }).click()
  await expect(page).toHaveURL(/\/user\/login$/)
})
