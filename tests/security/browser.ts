import { type Browser, chromium, type Page } from 'playwright-core'
import { CHROMIUM_PATH, chromiumArgs } from '../../chromium'
import { type Api, refusalOf, summarize } from './api'
import type { Tally } from './harness'
import { CAPTCHA } from './server'

/** A script payload that marks the page when it runs; `mark` is the text a safe page shows instead. */
const payload = (mark: string) =>
  `${mark}<img src=x onerror="window.__pwned=(window.__pwned||[]).concat('${mark}');alert('${mark}')">` +
  `<script>window.__pwned=['${mark}']</script><svg onload="window.__pwned=['${mark}']"></svg>`

interface Stored {
  field: string
  mark: string
  /** The page that shows it, and what to click there to open it (if anything). */
  page: string
  open?: (page: Page) => Promise<void>
}

async function storePayloads(api: Api, token: string): Promise<{ stored: Stored[]; problems: string[] }> {
  const stored: Stored[] = []
  const problems: string[] = []
  const keep = (field: string, reply: Awaited<ReturnType<Api['send']>>, entry: Omit<Stored, 'field'>) => {
    problems.push(...reply.issues)
    if (reply.json?.success) stored.push({ field, ...entry })
    else if (refusalOf(reply) === 'refused')
      console.log(`script payload refused at input: ${field} (${reply.json?.message})`)
    else problems.push(`${field}: ${summarize('POST', field, reply)}`)
  }

  const notice = await api.send<null>('POST', '/sys/annountCement/add', {
    token,
    body: {
      titile: payload('XSSNOTICE'),
      msgContent: `<p>${payload('XSSBODY')}</p>`,
      msgType: 'ALL',
      priority: 'L',
      msgCategory: '1',
    },
  })
  const notices = await api.send<{ records: { id: string; titile: string }[] }>(
    'GET',
    '/sys/annountCement/list',
    {
      token,
      query: { titile: '*XSSNOTICE*' },
    },
  )
  const noticeId = notices.json?.result?.records?.[0]?.id
  if (noticeId) await api.send('GET', '/sys/annountCement/doReleaseData', { token, query: { id: noticeId } })
  keep('notice title and content', notice, {
    mark: 'XSSNOTICE',
    page: '/recruit-app/isps/userAnnouncement',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^查看 XSSNOTICE/ })
        .first()
        .click()
      await page.getByText('XSSBODY').first().waitFor()
    },
  })
  stored.push(
    ...(notice.json?.success
      ? [{ field: 'notice list', mark: 'XSSNOTICE', page: '/recruit-app/isystem/announcement' }]
      : []),
  )

  const users = await api.send<{ records: Record<string, unknown>[] }>('GET', '/sys/user/list', {
    token,
    query: { username: 'lina' },
  })
  const lina = users.json?.result?.records?.[0]
  if (!lina) problems.push(`user lina not found: ${users.text.slice(0, 200)}`)
  else {
    const edit = await api.send('PUT', '/sys/user/edit', {
      token,
      body: { ...lina, realname: payload('XSSNAME') },
    })
    keep('user realname', edit, { mark: 'XSSNAME', page: '/recruit-app/isystem/user' })
  }

  const piece = await api.send('POST', '/question/questionPiece/add', {
    token,
    headers: { 'X-Tenant-Id': '1' },
    body: { waybillNo: `XSS-${Date.now()}`, questionType: '1', description: payload('XSSPIECE') },
  })
  keep('question piece description', piece, { mark: 'XSSPIECE', page: '/recruit-app/question/piece' })
  return { stored, problems }
}

/** Logs in on the login page (the server fixes the captcha) and picks the first tenant when asked. */
async function logIn(page: Page, base: string, username: string) {
  await page.goto(`${base}/recruit-app/user/login`)
  await page.getByRole('textbox', { name: '用户名', exact: true }).fill(username)
  await page.getByRole('textbox', { name: '密码', exact: true }).fill('123456')
  await page.getByRole('textbox', { name: '验证码', exact: true }).fill(CAPTCHA)
  await page.getByRole('button', { name: '登录' }).click()
  const picker = page.getByRole('form', { name: '选择租户' })
  const shell = page.getByRole('button', { name: /^用户菜单：/ })
  await picker.or(shell).first().waitFor()
  if (await picker.isVisible()) {
    await picker.getByRole('combobox').click()
    await page.getByRole('option').first().click()
    await picker.getByRole('button', { name: '确定' }).click()
    await shell.waitFor()
  }
}

/**
 * Script payloads stored through writable fields (a notice, a user's name, a 问题件 description) are opened in
 * Chromium on the pages that show them: each page shows the mark as text, and no payload runs (no dialog, no
 * `window.__pwned`, no inline script the CSP had to block).
 */
export async function checkStoredScripts(api: Api, tally: Tally, base: string, token: string): Promise<void> {
  const { stored, problems } = await storePayloads(api, token)
  tally.figures['script payloads stored'] = stored.length
  await tally.check('script payloads stored through writable fields', async () =>
    stored.length ? problems : [...problems, 'no payload could be stored'],
  )
  let browser: Browser | undefined
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs })
    const page = await browser.newPage({ locale: 'zh-CN' })
    const ran: string[] = []
    page.on('dialog', (dialog) => {
      ran.push(`dialog: ${dialog.message()}`)
      void dialog.dismiss()
    })
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text()))
        ran.push(`CSP blocked: ${message.text().slice(0, 160)}`)
    })
    await logIn(page, base, 'admin')
    for (const entry of stored) {
      await tally.check(`no script runs in Chromium: ${entry.field} on ${entry.page}`, async () => {
        ran.length = 0
        await page.goto(`${base}${entry.page}`)
        await page.getByText(entry.mark).first().waitFor({ timeout: 20_000 })
        if (entry.open) await entry.open(page)
        // The payloads' images have failed to load (their handlers would have run) once the network is idle.
        await page.waitForLoadState('networkidle')
        const pwned = await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)
        return [...ran, ...(pwned === undefined ? [] : [`window.__pwned = ${JSON.stringify(pwned)}`])]
      })
    }
  } finally {
    await browser?.close()
  }
}
