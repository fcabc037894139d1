import { expect, test } from '@playwright/test'
import { E2E_PORT } from './playwright.config'
import { startSharedInstances } from './support/serverInstances'
import { apiSession, logIn, releaseAnnouncement } from './support/session'

let instances: Awaited<ReturnType<typeof startSharedInstances>>

test.beforeAll(async () => {
  test.setTimeout(180_000)
  instances = await startSharedInstances([E2E_PORT + 1, E2E_PORT + 2])
})
test.afterAll(async () => {
  await instances?.stop()
})

test('an announcement released on one instance reaches a user connected to another within 2 s', async ({
  browser,
  request,
}) => {
  const [first, second] = instances.urls
  const admin = await apiSession(request, first, 'admin', '123456')
  const username = `e2e_ws_${Date.now().toString(36)}`
  await admin.post('/sys/user/add', {
    username,
    realname: '调度员',
    password: 'Disp2026!',
    confirmpassword: 'Disp2026!',
    selectedroles: '',
  })

  const context = await browser.newContext({ baseURL: second })
  const page = await context.newPage()
  const firstLoad = page.waitForResponse((response) =>
    response.url().includes('/sys/annountCement/listByUser'),
  )
  await logIn(page, username, 'Disp2026!')
  await expect(page).toHaveURL(/\/dashboard\/analysis$/)
  const { result } = await (await firstLoad).json()
  const unread = result.anntMsgTotal + result.sysMsgTotal
  const bell = page.getByRole('button', { name: /^消息通知/ })
  await expect(bell).toHaveAttribute('aria-label', unread ? `消息通知，${unread} 条未读` : '消息通知')

  const title = await releaseAnnouncement(admin, `跨实例通知 ${Date.now()}`, 'M')
  await expect(bell).toHaveAttribute('aria-label', `消息通知，${unread + 1} 条未读`, { timeout: 2000 })
  await bell.click()
  await expect(page.getByRole('button', { name: new RegExp(title) })).toContainText('重要消息')
  await context.close()
})
