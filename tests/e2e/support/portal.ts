import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { E2E_CAPTCHA } from '../playwright.config'
import type { ApiSession } from './session'

/** A password the portal accepts (letters and digits). */
export const INTERVIEWEE_PASSWORD = 'abc12345'

/** A phone number no earlier test registered. */
export const freshPhone = () => `13${String(Date.now()).slice(-9)}`

/** The newest code the portal "sent" to a phone, as staff read it in the SMS outbox. */
export async function smsCodeFor(admin: ApiSession, phone: string): Promise<string> {
  const reply = await admin.get<{ records: { content: string }[] }>('/recruit/admin/sms/list', {
    mobile: phone,
  })
  const code = /(\d{6})/.exec(reply.result.records[0]?.content ?? '')?.[1]
  expect(code, `an SMS to ${phone}`).toBeTruthy()
  return code as string
}

/**
 * Registers an interviewee through the portal's own calls, as the 注册 dialog does: the image captcha (fixed on the
 * test server), the SMS code read from the outbox, then the account. Answers the phone it registered.
 */
export async function registerInterviewee(
  request: APIRequestContext,
  baseURL: string,
  admin: ApiSession,
  phone = freshPhone(),
): Promise<string> {
  const call = async (path: string, data: Record<string, string>) => {
    const response = await request.post(`${baseURL}/jeecg-boot/recruit/interviewee/${path}`, { data })
    const reply = (await response.json()) as { success: boolean; message: string }
    expect(reply.success, `${path}: ${reply.message}`).toBe(true)
  }
  const checkKey = `walk${Date.now()}`
  await call('getCaptcha', { key: checkKey })
  await call('sendCaptcha', { phone, captcha: E2E_CAPTCHA, checkKey, type: 'register' })
  const smsCode = await smsCodeFor(admin, phone)
  await call('register', {
    phone,
    smsCode,
    password: INTERVIEWEE_PASSWORD,
    confirmPassword: INTERVIEWEE_PASSWORD,
  })
  return phone
}

const LOGIN_DIALOG = '/recruit-app/zhaopin/home/company?dialog=login'

/** Opens the portal with its 登录 dialog (`?dialog=login`), e.g. while the account is still being registered. */
export async function openPortalLogin(page: Page) {
  await page.goto(LOGIN_DIALOG)
}

/** Logs an interviewee in through the portal's 登录 dialog, opening it unless it is open already. */
export async function portalLogIn(page: Page, phone: string, password = INTERVIEWEE_PASSWORD) {
  const dialog = page.getByRole('dialog', { name: '登录' })
  if (!(await dialog.isVisible())) await openPortalLogin(page)
  await dialog.getByRole('textbox', { name: '手机号' }).fill(phone)
  await dialog.getByLabel('密码').fill(password)
  await dialog.getByRole('button', { name: '登录' }).click()
  await expect(dialog).toBeHidden()
  // The closing dialog keeps the page hidden from assistive technology until it has gone: wait for its headings.
  await expect(page.getByRole('heading').first()).toBeVisible()
}
