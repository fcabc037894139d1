import { expect, type Page } from '@playwright/test'

const CHINA_OFFSET_MS = 8 * 3600_000
const DAY_MS = 24 * 3600_000

/**
 * Stops the browser's clock at 00:01 of today in China (the platform's zone; the server's day, whose seed dates its
 * records from its own start): what the app computes from the time of day (a greeting, a clock, "today" in a field)
 * reads the same on every run, and the dates it shows are masked. Timers keep running.
 */
export async function fixTheClock(page: Page) {
  const now = Date.now()
  await page.clock.setFixedTime(now - ((now + CHINA_OFFSET_MS) % DAY_MS) + 60_000)
}

/** Marks the elements the screenshots mask. */
const VOLATILE = 'data-visual-volatile'

/**
 * Marks, now and whenever the page changes (rows may arrive after the walk's checks), what differs from one run to
 * the next with the same seed: dates and times (the seed dates its records from the moment the server first starts;
 * records made while the suite runs carry their own), generated ids and numbers, columns of durations (a login's
 * 耗时), the figures of the last days and of today (charts, 首页's cards: they move with the time of day the server
 * seeded its records at), and the page's own `regions`.
 */
function markVolatile({ attribute, regions }: { attribute: string; regions: string[] }) {
  const volatile = [
    /\d{4}[-/年]\d{1,2}[-/月]\d{1,2}/, // a date
    /\b\d{1,2}:\d{2}(:\d{2})?\b/, // a time
    /\b[0-9a-f]{16,}\b/i, // an id
    /\d{10,}/, // a timestamp, a phone number, a snowflake id or a generated number
  ]
  const mark = (el: Element | null | undefined) => el?.setAttribute(attribute, '')
  const markAll = () => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (volatile.some((pattern) => pattern.test(node?.textContent ?? ''))) mark(node.parentElement)
    // Inputs show their value, not a text node.
    for (const input of document.querySelectorAll<HTMLInputElement>('input'))
      if (volatile.some((pattern) => pattern.test(input.value))) mark(input)
    for (const header of document.querySelectorAll('th, [role="columnheader"]')) {
      if (!/耗时|用时/.test(header.textContent ?? '')) continue
      const column = [...(header.parentElement?.children ?? [])].indexOf(header)
      const table = header.closest('table, [role="grid"], [role="table"]')
      for (const row of table?.querySelectorAll('tr, [role="row"]') ?? []) mark(row.children[column])
    }
    for (const figures of document.querySelectorAll('figure, [data-testid^="card-"]'))
      mark(figures.closest('.fui-Card') ?? figures)
    for (const region of regions) for (const el of document.querySelectorAll(region)) mark(el)
  }
  markAll()
  // Marking sets attributes only, which the observer does not watch: no loop.
  new MutationObserver(markAll).observe(document.body, {
    childList: true,
    subtree: true,
    characterData: true,
  })
}

/** `name` plus what turns it into a file name: `/isystem/user` → `isystem-user`. */
export const screenshotName = (name: string) =>
  `${
    name
      .replace(/^\/+/, '')
      .replace(/[^\w\u4e00-\u9fff-]+/g, '-')
      .replace(/-+$/, '') || 'root'
  }.png`

/**
 * Compares the window with the committed baseline `tests/e2e/visual/<name>.png` (soft: the walk goes on and reports
 * every page that changed), masking what differs from run to run and the page's own volatile `regions` (selectors).
 * Refresh the baselines with `npm run test:visual -- --update`.
 */
export async function expectLooksAsBefore(page: Page, name: string, regions: string[] = []) {
  await page.mouse.move(0, 0)
  await page.evaluate(markVolatile, { attribute: VOLATILE, regions })
  await expect.soft(page, `${name} looks as its baseline`).toHaveScreenshot(screenshotName(name), {
    animations: 'disabled',
    caret: 'hide',
    mask: [page.locator(`[${VOLATILE}]`)],
    // Text antialiasing may differ by a pixel here and there on a loaded machine; a changed look is far more.
    maxDiffPixelRatio: 0.002,
  })
}
