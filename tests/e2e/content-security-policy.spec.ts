import { expect, test } from '@playwright/test'

/** The app runs under its strict policy: Fluent's runtime styles apply, and Chromium reports no violation. */
test('the login page is styled under the strict Content-Security-Policy, with no violation', async ({
  page,
}) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  const response = await page.goto('/recruit-app/user/login')
  const policy = response!.headers()['content-security-policy']
  expect(policy).toContain("script-src 'self'")
  const login = page.getByRole('button', { name: '登录' }).first()
  await expect(login).toBeVisible()
  // Fluent's primary button is filled with the brand colour only when Griffel's <style> elements were allowed.
  const background = await login.evaluate((el) => getComputedStyle(el).backgroundColor)
  expect(background).not.toBe('rgba(0, 0, 0, 0)')
  const styled = await page.evaluate(() =>
    [...document.querySelectorAll('style')].every((s) => s.nonce !== ''),
  )
  expect(styled).toBe(true)
  expect(violations).toEqual([])
})
