import type { Page, Request } from '@playwright/test'
import { failedCallOf } from './refusal'

/** The app's notice on a page whose view is not built. */
export const NOT_BUILT_TEXT = '此页面尚未建成'

/**
 * Collects, from now on, what a user walking the app would trip over: page errors, and API calls answered with an
 * error status or failing outright. `at` names the page the next problems belong to.
 */
export function watchProblems(page: Page) {
  const problems: string[] = []
  let current = ''
  const pending = new Set<Request>()
  const isApi = (request: Request) => request.url().includes('/jeecg-boot/')
  page.on('request', (request) => isApi(request) && pending.add(request))
  page.on('requestfinished', (request) => pending.delete(request))
  page.on('pageerror', (error) => problems.push(`${current}: ${error.message}`))
  page.on('response', (response) => {
    if (!response.url().includes('/jeecg-boot/')) return
    const at = current
    void failedCallOf(response).then((code) => {
      if (code !== null) problems.push(`${at}: ${code} ${new URL(response.url()).pathname}`)
    })
  })
  page.on('requestfailed', (request) => {
    pending.delete(request)
    const reason = request.failure()?.errorText ?? ''
    // A call the page cancelled itself (it moved on) is not a failure of the server.
    if (request.url().includes('/jeecg-boot/') && reason !== 'net::ERR_ABORTED')
      problems.push(`${current}: ${reason} ${new URL(request.url()).pathname}`)
  })
  return {
    problems,
    at(label: string) {
      current = label
    },
    /** Waits until no API call has been open for a moment (at most a few seconds): the page has made its calls. */
    async quiet() {
      const deadline = Date.now() + 5_000
      let calm = 0
      while (calm < 2 && Date.now() < deadline) {
        calm = pending.size === 0 ? calm + 1 : 0
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
  }
}

/** Lets a page make its calls: idle or not (some pages poll), it has had its chance to fail after a few seconds. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {})
}
