import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { axeViolations } from './support/axe'
import { layoutProblems } from './support/layout-checks'
import { logIn } from './support/session'
import { expectLooksAsBefore, fixTheClock } from './support/visual'
import { NOT_BUILT_TEXT, settle, watchProblems } from './support/walk'

// The width the screens are designed for and their baselines are taken at.
test.use({ viewport: { width: 1440, height: 900 } })

/** The menu components the app lists as not built yet: their pages may say so, and no other page may. */
const notBuiltViews = [
  ...readFileSync(
    new URL('../../packages/app/src/router/viewsNotBuilt.ts', import.meta.url),
    'utf8',
  ).matchAll(/^\s+'([^']+)',$/gm),
].map((match) => match[1])

/**
 * Parts of a page that differ from run to run beyond what every screenshot masks (support/visual.ts), by path:
 * 每日锁定's records are made by the daily lock job, which runs on its own schedule.
 */
const VOLATILE_REGIONS: Record<string, string[]> = {
  '/hscode/todayLock': ['main table', 'main nav[aria-label="分页"]'],
}

interface MenuNode {
  path: string
  hidden?: boolean
  meta?: { title?: string }
  children?: MenuNode[]
}

/** The signed-in user's leaf menu pages, as the server gives them to the app. */
async function menuPages(page: Page): Promise<{ title: string; path: string }[]> {
  const menu = await page.evaluate(async () => {
    const key = Object.keys(localStorage).find((name) => /token/i.test(name))
    const stored = key ? localStorage.getItem(key) : null
    let token = stored
    try {
      const parsed = stored ? JSON.parse(stored) : null
      token = typeof parsed === 'string' ? parsed : (parsed?.value ?? stored)
    } catch {}
    const response = await fetch('/jeecg-boot/sys/permission/getUserPermissionByToken', {
      headers: { 'X-Access-Token': token ?? '' },
    })
    return (await response.json()).result.menu as MenuNode[]
  })
  const leaves: { title: string; path: string }[] = []
  const walk = (nodes: MenuNode[]) => {
    for (const node of nodes) {
      if (node.children?.length) walk(node.children)
      else if (!node.hidden && node.path.startsWith('/'))
        leaves.push({ title: node.meta?.title ?? '', path: node.path })
    }
  }
  walk(menu)
  return leaves
}

/** A page's baseline name: its path, but a designed form's random id (`/online/cgformList/<id>`) by its title. */
const shotNameOf = (path: string, title: string) => path.replace(/\/[0-9a-f]{32}$/, `/${title}`)

/**
 * Opens every menu page of the user as a new user would, and collects what went wrong: page errors, API calls
 * answered with an error status or failing, pages that say they are not built although their view is registered,
 * what axe-core finds on each page and what the layout checks find (a page wider than the window, text clipped
 * without an ellipsis, a spinner that stays, crowded chart labels). With `screenshots`, each page is also compared
 * with its baseline (`npm run test:visual -- --update` refreshes them).
 */
async function walkMenus(
  page: Page,
  { screenshots = false } = {},
): Promise<{ pages: string[]; problems: string[] }> {
  const watch = watchProblems(page)
  // 监控页, 工作台 and 系统监控 have their own walk in dashboards.spec.ts (their figures are live); 首页 is walked here.
  const pages = (await menuPages(page)).filter(
    ({ path }) => !/^\/(dashboard\/(?!analysis$)|monitor\/)/.test(path),
  )
  for (const { title, path } of pages) {
    const current = `${title} ${path}`
    watch.at(current)
    await page.goto(`/recruit-app${path}`)
    await settle(page)
    const notice = page.getByText(NOT_BUILT_TEXT)
    if (await notice.count()) {
      const component = /视图：(\S+)/.exec((await notice.textContent()) ?? '')?.[1] ?? '?'
      if (!notBuiltViews.includes(component)) watch.problems.push(`${current}: says not built (${component})`)
    }
    // axe looks at the page once the app has drawn it (the first page after a full load may still show the loader).
    await page.getByRole('main').waitFor()
    for (const violation of await axeViolations(page)) watch.problems.push(`${current}: ${violation}`)
    for (const problem of await layoutProblems(page)) watch.problems.push(`${current}: ${problem}`)
    if (screenshots) await expectLooksAsBefore(page, shotNameOf(path, title), VOLATILE_REGIONS[path])
  }
  return { pages: pages.map((p) => p.path), problems: watch.problems }
}

test('every menu page of the administrator opens without a page error, a failed call, an axe violation or a layout fault, and looks as its baseline', async ({
  page,
}) => {
  // About 85 pages, each opened and waited on until its calls settle: the budget grows with the menu.
  test.setTimeout(480_000)
  await fixTheClock(page)
  await logIn(page, 'admin', '123456')
  await expect(page.getByRole('button', { name: /^用户菜单：/ })).toBeVisible()
  const { pages, problems } = await walkMenus(page, { screenshots: true })
  expect(pages.length).toBeGreaterThan(60)
  expect(problems).toEqual([])
})

test("a customer's user sees only the customer menus, each opening without an error", async ({ page }) => {
  test.setTimeout(120_000)
  await logIn(page, 'yunfan', '123456')
  await expect(page.getByRole('button', { name: /^用户菜单：/ })).toBeVisible()
  const { pages, problems } = await walkMenus(page)
  expect(pages).toEqual(
    expect.arrayContaining(['/order/search', '/package/info', '/package/trajectory', '/bill/customer']),
  )
  expect(pages.some((path) => path.startsWith('/isystem') || path.startsWith('/channel'))).toBe(false)
  expect(problems).toEqual([])
})
