import { expect, test } from '@playwright/test'
import { PARCEL_EVENT_TYPES, type ParcelEventCode, type ParcelTrajectory } from '@portico/contract'
import { axeViolations } from './support/axe'
import { apiSession } from './support/session'

/** Chinese or Japanese writing, which a buyer reading English must not meet (places, carriers, statuses). */
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/

/** Set TRACK_SHOTS to a folder to keep the page's screenshots at 375 px and 1440 px. */
const shotsDir = process.env.TRACK_SHOTS

/**
 * A buyer abroad, on a phone whose browser speaks English, tracks three numbers without signing in: a delivered
 * parcel, one on its way, and one we never saw. The expected events come from the staff's trajectory query.
 */
test('a buyer at 375 px tracks three numbers in English, one unknown, and sees ordered events with their zone', async ({
  browser,
  request,
  baseURL,
}) => {
  const admin = await apiSession(request, baseURL!, 'admin', '123456')
  const numberIn = async (status: string) =>
    (
      await admin.get<{ records: { trackingNo: string }[] }>('/logistics/package/list', {
        status,
        pageNo: '1',
        pageSize: '1',
      })
    ).result.records[0]!.trackingNo
  const known = [await numberIn('7'), await numberIn('4')]
  const unknown = 'LX000000000CN'
  const trajectories = (
    await admin.get<ParcelTrajectory[]>('/logistics/package/trajectory', { trackingNo: known.join(',') })
  ).result

  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 375, height: 812 } })
  const page = await context.newPage()
  await page.goto('/recruit-app/track')
  await page.getByRole('textbox', { name: 'Tracking numbers' }).fill([...known, unknown].join('\n'))
  await page.getByRole('button', { name: 'Track', exact: true }).click()

  for (const trajectory of trajectories) {
    const card = page.getByRole('region', { name: trajectory.trackingNo })
    const items = card.getByRole('list', { name: 'Tracking history' }).getByRole('listitem')
    // Newest first: the staff's trajectory (oldest first) reversed, in English, each at its local time and offset.
    const expected = [...trajectory.events].reverse()
    await expect(items).toHaveCount(expected.length)
    for (const [i, event] of expected.entries()) {
      // A buyer reads the step's standard text, never the operator's wording (which may name a bag or a reason).
      await expect(items.nth(i)).toContainText(PARCEL_EVENT_TYPES[event.eventCode as ParcelEventCode].en)
      await expect(items.nth(i)).toContainText(`${event.localTime} (UTC${event.utcOffset}, local time)`)
    }
  }
  await expect(page.getByRole('region', { name: unknown })).toContainText('No tracking information yet')
  // Places and last-mile carriers by their English names: the whole page reads English, at 375 px and 1440 px.
  await expect(page.locator('body')).not.toContainText(CJK)
  // Nothing spills sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  expect(await axeViolations(page)).toEqual([])
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/track-375.png`, fullPage: true })
  await page.setViewportSize({ width: 1440, height: 900 })
  await expect(page.getByRole('region', { name: unknown })).toBeVisible()
  await expect(page.locator('body')).not.toContainText(CJK)
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/track-1440.png`, fullPage: true })
  await context.close()
})
