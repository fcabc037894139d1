import { expect, test } from '@playwright/test'
import { logIn } from './support/session'

/**
 * A customer's user who chose English: the home page, its charts, the notice bell and their own settings read English,
 * and what the server answers the customer's screens arrives in English (the app asks for it with Accept-Language),
 * here a refused webhook URL.
 */
test("a customer's user in English reads the home page, the bell, their own settings and the server's refusal in English", async ({
  page,
}) => {
  await logIn(page, 'yunfan', '123456')
  await page.evaluate(() => localStorage.setItem('portico.locale', 'en'))
  await page.goto('/recruit-app/dashboard/analysis')
  await expect(page.getByText('Welcome to the cross-border e-commerce logistics platform.')).toBeVisible()
  await expect(page.getByRole('group', { name: 'Parcels received today' })).toContainText('vs yesterday')
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Table' }).first()).toBeVisible()

  await page.goto('/recruit-app/account/settings/base')
  const settings = page.getByRole('form', { name: 'Basic settings' })
  await expect(settings.getByRole('button', { name: 'Update basic information' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Phone and e-mail' })).toBeVisible()
  await page.goto('/recruit-app/account/center')
  await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible()

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
