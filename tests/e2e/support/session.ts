import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { E2E_CAPTCHA } from '../playwright.config'

/** Logs in through the login page with the image captcha (the test server fixes its code). */
export async function logIn(page: Page, username: string, password: string) {
  await page.goto('/recruit-app/user/login')
  await page.getByRole('textbox', { name: '用户名', exact: true }).fill(username)
  await page.getByRole('textbox', { name: '密码', exact: true }).fill(password)
  await expect(page.getByRole('img', { name: '验证码' })).toBeVisible()
  await page.getByRole('textbox', { name: '验证码', exact: true }).fill(E2E_CAPTCHA)
  await page.getByRole('button', { name: '登录' }).click()
  await chooseTenantIfAsked(page)
}

/**
 * A user of several tenants (admin in the seed) picks one after logging in. Waits until the login settled:
 * the tenant choice, the signed-in shell, or the login form's error.
 */
export async function chooseTenantIfAsked(page: Page, tenant?: string) {
  const picker = page.getByRole('form', { name: '选择租户' })
  const settled = picker
    .or(page.getByRole('button', { name: /^用户菜单：/ }))
    .or(page.locator('form .fui-MessageBar'))
  await expect(settled.first()).toBeVisible()
  if (!(await picker.isVisible())) return
  await picker.getByRole('combobox').click()
  await page
    .getByRole('option', tenant ? { name: tenant } : undefined)
    .first()
    .click()
  await picker.getByRole('button', { name: '确定' }).click()
}

export async function logOut(page: Page, realname: string) {
  await page.getByRole('button', { name: `用户菜单：${realname}` }).click()
  await page.getByRole('menuitem', { name: '退出登录' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click()
  await expect(page).toHaveURL(/\/recruit-app\/user\/login/)
}

interface Envelope<T> {
  success: boolean
  message: string
  code: number
  result: T
}

/** A JeecgBoot API client for test set-up (what an admin would otherwise click through). */
export async function apiSession(
  request: APIRequestContext,
  baseURL: string,
  username: string,
  password: string,
) {
  const api = (path: string) => `${baseURL}/jeecg-boot${path}`
  const checkKey = `e2e${Date.now()}${Math.random().toString(36).slice(2, 8)}`
  await request.get(api(`/sys/randomImage/${checkKey}`))
  const login = await request.post(api('/sys/login'), {
    data: { username, password, captcha: E2E_CAPTCHA, checkKey },
  })
  const body = (await login.json()) as Envelope<{ token: string }>
  expect(body.success, body.message).toBe(true)
  const headers = { 'X-Access-Token': body.result.token }
  async function call<T>(
    method: 'get' | 'post' | 'put' | 'delete',
    path: string,
    data?: unknown,
  ): Promise<Envelope<T>> {
    const inQuery = method === 'get' || method === 'delete'
    const response = await request[method](
      api(path),
      inQuery ? { headers, params: data as never } : { headers, data },
    )
    const reply = (await response.json()) as Envelope<T>
    expect(reply.success, `${path}: ${reply.message}`).toBe(true)
    return reply
  }
  /** Uploads a file as the uploaders do; answers its stored path. */
  async function upload(file: { name: string; mimeType: string; buffer: Buffer }, biz: string) {
    const response = await request.post(api('/sys/common/upload'), { headers, multipart: { file, biz } })
    const reply = (await response.json()) as Envelope<null>
    expect(reply.success, `upload: ${reply.message}`).toBe(true)
    return reply.message
  }
  /** A multipart form (fields and files) as the Excel import dialogs send it. */
  async function postMultipart<T>(
    path: string,
    form: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>,
  ) {
    const response = await request.post(api(path), { headers, multipart: form })
    const reply = (await response.json()) as Envelope<T>
    expect(reply.success, `${path}: ${reply.message}`).toBe(true)
    return reply
  }
  /** The response itself, whatever it says (to check refusals). */
  const raw = (method: 'get' | 'post', path: string) => request[method](api(path), { headers })
  return {
    upload,
    postMultipart,
    raw,
    get: <T>(path: string, params?: Record<string, string>) => call<T>('get', path, params),
    post: <T>(path: string, data?: unknown) => call<T>('post', path, data),
    put: <T>(path: string, data?: unknown) => call<T>('put', path, data),
    delete: <T>(path: string, params?: Record<string, string>) => call<T>('delete', path, params),
  }
}

export type ApiSession = Awaited<ReturnType<typeof apiSession>>

/** Creates and releases an announcement to everyone; returns its title. */
export async function releaseAnnouncement(admin: ApiSession, title: string, priority: 'L' | 'M' | 'H' = 'H') {
  const created = await admin.post<string>('/sys/annountCement/add', {
    titile: title,
    msgContent: `<p>${title}</p>`,
    priority,
    msgCategory: '1',
    msgType: 'ALL',
  })
  await admin.get('/sys/annountCement/doReleaseData', { id: created.result })
  return title
}
