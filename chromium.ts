/** Debian's Chromium: the browser of the story tests, the end-to-end suite and the grid benchmark. */
export const CHROMIUM_PATH = '/usr/bin/chromium'

/** Its flags for a headless run in a container: no sandbox or GPU, nothing fetched or synced in the background. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
