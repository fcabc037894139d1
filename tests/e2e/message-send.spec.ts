import { type Browser, expect, type Page, test } from '@playwright/test'
import { TestSmtp } from '../../packages/server/test/helpers/test-smtp'
import { E2E_SMTP_PORT } from './playwright.config'
import { apiSession, logIn } from './support/session'

/** 人事专员's members in the seed, with their mail addresses (another spec changes wangfang's password). */
const HR_MAILS = ['chenjing@portico.example.com', 'wangfang@portico.example.com']
const MEMBER = `hr${Date.now().toString(36)}`
const MEMBER_PASSWORD = 'Portico#Hr2026'
const MEMBER_MAIL = `${MEMBER}@portico.example.com`
const smtp = new TestSmtp()

test.beforeAll(async () => {
  await smtp.start(E2E_SMTP_PORT)
})
test.afterAll(async () => {
  await smtp.close()
})

/** The bell of a signed-in user, and its unread count as the label says it. */
async function bellOf(browser: Browser, username: string, password: string) {
  const page = await (await browser.newContext()).newPage()
  await logIn(page, username, password)
  const bell = page.getByRole('button', { name: /^消息通知/ })
  await expect(bell).toBeVisible()
  return { page, bell }
}
const unread = async (bell: ReturnType<Page['getByRole']>) =>
  Number(/(\d+) 条未读/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0)

/** 发送消息 from 消息管理: a template, its values, and a role as the receivers. */
async function sendToRole(page: Page, template: string, values: Record<string, string>, role: string) {
  await page.getByRole('button', { name: '发送消息' }).click()
  const dialog = page.getByRole('dialog', { name: '发送消息' })
  await dialog.getByRole('combobox', { name: '消息模板' }).click()
  await page.getByRole('option', { name: new RegExp(`^${template}`) }).click()
  for (const [name, value] of Object.entries(values))
    await dialog.getByRole('textbox', { name: `\${${name}}` }).fill(value)
  // The pickers in order: 接收用户, 接收角色.
  await dialog.getByRole('button', { name: '选择' }).nth(1).click()
  const picker = page.getByRole('dialog', { name: '角色选择' })
  await picker.getByRole('row').filter({ hasText: role }).click()
  await picker.getByRole('button', { name: '确定' }).click()
  await expect(picker).toBeHidden()
  await dialog.getByRole('button', { name: '发送' }).click()
  await expect(dialog).toBeHidden()
}

test('消息管理 mails a template to a role through SMTP and rings the bell of its members', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // A new member of 人事专员, signed in to watch the bell.
  const admin = await apiSession(request, baseURL!, 'admin', '123456')
  const roles = await admin.get<{ records: { id: string }[] }>('/sys/role/list', { roleCode: 'hr' })
  await admin.post('/sys/user/add', {
    username: MEMBER,
    realname: '人事新人',
    password: MEMBER_PASSWORD,
    confirmpassword: MEMBER_PASSWORD,
    email: MEMBER_MAIL,
    selectedroles: roles.result.records[0]!.id,
  })
  const member = await bellOf(browser, MEMBER, MEMBER_PASSWORD)
  const before = await unread(member.bell)

  await logIn(page, 'zhangwei', '123456')
  await page.goto('/recruit-app/message/list')
  const week = `第${Date.now() % 100}周`
  await sendToRole(
    page,
    '周报提醒',
    { realname: '人事同事', week, inCount: '1280', outCount: '1175' },
    '人事专员',
  )
  await expect(page.locator('.fui-ToastTitle', { hasText: /^发送成功 \d+ 条$/ })).toBeVisible()
  await expect
    .poll(() => smtp.received.flatMap((m) => m.to))
    .toEqual(expect.arrayContaining([...HR_MAILS, MEMBER_MAIL]))
  const mails = smtp.received
  for (const mail of mails) {
    expect(mail.subject).toBe('周报提醒')
    expect(mail.text).toBe(`人事同事您好：\n本周（${week}）共入库 1280 票，出库 1175 票。`)
  }

  await sendToRole(
    page,
    '账单生成通知',
    { realname: '人事同事', month: '2026-11', deadline: '2026-12-05' },
    '人事专员',
  )
  await expect(member.bell).toHaveAttribute('aria-label', `消息通知，${before + 1} 条未读`)
  await member.bell.click()
  await member.page.getByRole('tab', { name: /^系统消息/ }).click()
  await expect(member.page.getByRole('button', { name: /账单生成通知/ }).first()).toBeVisible()
  // The list shows both sends with their channel's answer.
  const table = page.getByRole('table', { name: '消息列表' })
  // A row's long receiver is cut on screen; its 详情 button names it whole.
  const mailed = table.getByRole('row').filter({
    has: page.getByRole('button', { name: '详情 周报提醒 wangfang@portico.example.com' }),
  })
  await expect(mailed.first()).toContainText('发送成功')
})
