import { chromium } from '@playwright/test'
const base = `http://127.0.0.1:${process.env.PORT}`
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage({ viewport: { width: 1500, height: 900 }, locale: 'zh-CN' })
const errors = []
page.on('pageerror', (e) => errors.push(`pageerror ${e.message}`))
page.on('response', (r) => { if (r.url().includes('/jeecg-boot/') && r.status() >= 400) errors.push(`${r.status()} ${r.url()}`) })
await page.goto(`${base}/recruit-app/user/login`)
await page.getByRole('textbox', { name: '用户名', exact: true }).fill(process.env.USER_NAME ?? 'admin')
await page.getByRole('textbox', { name: '密码', exact: true }).fill(process.env.PASS ?? '123456')
await page.getByRole('textbox', { name: '验证码', exact: true }).fill('e2e7')
await page.getByRole('button', { name: '登录' }).click()
await page.waitForTimeout(3000)
const picker = page.getByRole('form', { name: '选择租户' })
if (await picker.isVisible()) {
  await picker.getByRole('combobox').click()
  await page.getByRole('option').first().click()
  await picker.getByRole('button', { name: '确定' }).click()
  await page.waitForTimeout(2000)
}
for (const [name, path] of JSON.parse(process.env.PAGES)) {
  await page.goto(`${base}/recruit-app${path}`)
  await page.waitForTimeout(4000)
  await page.screenshot({ path: `/tmp/custorg-${name}.png`, fullPage: false })
}
console.log(errors.join('\n') || 'no errors')
await browser.close()
