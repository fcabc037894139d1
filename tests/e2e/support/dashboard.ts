import { expect, type Page } from '@playwright/test'

/** A 首页 card's figure as the page shows it (a count, or money as exact decimal text), after it has loaded. */
export async function cardFigure(page: Page, key: string): Promise<string> {
  const card = page.getByTestId(`card-${key}`)
  await expect(card).toBeVisible()
  return /^-?[\d.]+/.exec(((await card.textContent()) ?? '').trim())?.[0] ?? ''
}

/** Opens 首页 and reads the figures of the cards named. */
export async function homeFigures<K extends string>(page: Page, keys: K[]): Promise<Record<K, string>> {
  await page.goto('/recruit-app/dashboard/analysis')
  const figures = {} as Record<K, string>
  for (const key of keys) figures[key] = await cardFigure(page, key)
  return figures
}
