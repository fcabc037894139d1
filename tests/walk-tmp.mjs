// Walks every leaf menu of a user: page errors, failed API calls, "not built" pages; a screenshot of each.
import { chromium } from 'playwright-core'
const [port, user = 'admin', outDir = '/tmp/shots/walk'] = process.argv.slice(2)
const base = `http://127.0.0.1:${port}`
import { mkdirSync } from 'node:fs'
mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
const problems = []
let current = 'login'
page.on('pageerror', (e) => problems.push(`${current}: pageerror ${e.message}`))
page.on('response', (r) => { if (r.url().includes('/jeecg-boot/') && r.status() >= 400) problems.push(`${current}: ${r.status()} ${r.url().replace(base, '')}`) })
await page.goto(`${base}/recruit-app/user/login`)
await page.getByRole('textbox', { name: '用户名', exact: true }).fill(user)
await page.getByRole('textbox', { name: '密码', exact: true }).fill('123456')
await page.getByRole('textbox', { name: '验证码', exact: true }).fill('e2e7')
await page.getByRole('button', { name: '登录' }).click()
const picker = page.getByRole('form', { name: '选择租户' })
await picker.or(page.getByRole('button', { name: /^用户菜单：/ })).first().waitFor({ timeout: 60000 })
if (await picker.isVisible()) {
  await picker.getByRole('combobox').click()
  await page.getByRole('option').first().click()
  await picker.getByRole('button', { name: '确定' }).click()
  await page.getByRole('button', { name: /^用户菜单：/ }).waitFor({ timeout: 60000 })
}
const token = await page.evaluate(() => { for (const k of Object.keys(localStorage)) if (/token/i.test(k)) return JSON.parse(localStorage.getItem(k))?.value ?? localStorage.getItem(k); return null })
const menu = await page.evaluate(async (t) => (await (await fetch('/jeecg-boot/sys/permission/getUserPermissionByToken', { headers: { 'X-Access-Token': t } })).json()), typeof token === 'string' ? token.replace(/^"|"$/g, '') : token)
const leaves = []
const walk = (items) => { for (const m of items ?? []) { if (m.children?.length) walk(m.children); else if (m.path && !m.hidden && !/^https?:/.test(m.path)) leaves.push([m.meta?.title ?? m.name, m.path]) } }
walk(menu.result?.menu)
console.log(`user ${user}: ${leaves.length} menu pages`)
let notBuilt = 0
for (const [title, path] of leaves) {
  current = `${title} ${path}`
  await page.goto(`${base}/recruit-app${path}`)
  await page.waitForLoadState('networkidle', { timeout: 20000 }).catch(() => {})
  await page.waitForTimeout(500)
  if (await page.getByText('此页面尚未建成').count()) { notBuilt++; problems.push(`${current}: NOT BUILT`) }
  await page.screenshot({ path: `${outDir}/${path.replace(/\//g, '_')}.png` })
}
console.log(problems.join('\n') || 'no problems')
console.log(JSON.stringify({ user, pages: leaves.length, notBuilt, problems: problems.length }))
await browser.close()
