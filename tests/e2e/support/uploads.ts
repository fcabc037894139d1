import type { Page } from '@playwright/test'

/**
 * Holds every request to /sys/common/upload until `release()`: a slow upload, as a form sees it. The requests
 * then go on to the real server.
 */
export async function holdUploads(page: Page) {
  let release: () => void = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  let held = 0
  await page.route('**/jeecg-boot/sys/common/upload', async (route) => {
    held += 1
    await gate
    await route.continue()
  })
  return { release, held: () => held }
}

/** Bodies of the requests the page sent to URLs containing `path`, in order. */
export function recordRequests(page: Page, path: string): string[] {
  const bodies: string[] = []
  page.on('request', (request) => {
    if (request.url().includes(path)) bodies.push(request.postData() ?? '')
  })
  return bodies
}
