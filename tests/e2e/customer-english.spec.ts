import { expect, test } from '@playwright/test'
import { logIn } from './support/session'

/**
 * A customer's user who chose English: the home page and the notice bell read English, and what the server answers
 * the customer's screens arrives in English (the app asks for it with Accept-Language), here a refused webhook URL.
 */
test("a customer's user in English reads the home page, the bell and the server's refusal in English", async ({
  page,
}) => {
  await logIn(page, 'yunfan', '123456')
  await page.evaluate(() => localStorage.setItem('portico.locale', 'en'))
  await page.goto('/recruit-app/dashboard/analysis')
  await expect(page.getByText('Welcome to the cross-border e-commerce logistics platform.')).toBeVisible()
  await expect(page.getByRole('group', { name: 'Parcels received today' })).toContainText('vs yesterday')
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible()

  await page.goto('/recruit-app/customer/openApi')
  await page.getByRole('tab', { name: 'Webhooks' }).click()
  await page.getByRole('button', { name: 'Add webhook' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add webhook' })
  await dialog.getByRole('textbox', { name: /Webhook URL/ }).fill('https://10.0.0.1/hooks')
  const sent = page.waitForRequest((request) => request.url().endsWith('/customer/webhook/add'))
  await dialog.getByRole('button', { name: 'Add', exact: true }).click()
  expect((await sent).headers()['accept-language']).toBe('en')
  await expect(dialog).toContainText(
    'The webhook URL may not point at a private or local address (10.0.0.1 → 10.0.0.1)',
  )
})
