/**
 * Login page benchmark (issue 32, item 3): cold loads of the production build's login page in Chromium on an
 * emulated phone network (CDP Network.emulateNetworkConditions, Fast 3G: 1.6 Mbit/s down, 750 kbit/s up, 150 ms;
 * cache disabled; a fresh browser context per load), beside a bare Fluent login form built the same way (Vite
 * production build, precompressed assets; tests/bench/login) and served the same way.
 * - usable: navigation start to the moment the username and password inputs and the enabled 登录 button are in the
 *   page (a client-rendered form is interactive once drawn);
 * - requests: every request the page makes until the network has been quiet for 1 s after the form is usable;
 * - script: the JavaScript those requests brought, as transferred (KB).
 * Each figure is the median of BENCH_LOGIN_RUNS (7) loads; the app and the bare form take turns.
 * Needs the built app (packages/app/dist). Prints a table and, as the last line, one JSON object.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer, migrateDatabase, openPglite, seedDatabase } from '@portico/server'
import { type Browser, chromium } from 'playwright-core'
import { build } from 'vite'
import { CHROMIUM_PATH, chromiumArgs } from '../../chromium'
import { serveStatic } from './login/staticServer'

const RUNS = Math.max(1, Number(process.env.BENCH_LOGIN_RUNS ?? 7))
/** DevTools' Fast 3G as issue 32 states it (bytes per second). */
const FAST_3G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}
const GOALS = { usableMs: 1200, requests: 15 }
const QUIET_MS = 1000
const LOAD_TIMEOUT_MS = 120_000

const here = path.dirname(fileURLToPath(import.meta.url))
const bareRoot = path.join(here, 'login')

interface Load {
  usableMs: number
  requests: number
  scriptKb: number
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** One cold load of `url` on the emulated network: the time to a usable form, the requests and the script bytes. */
async function coldLoad(browser: Browser, url: string, formName: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Network.emulateNetworkConditions', FAST_3G)
    let requests = 0
    let lastActivity = performance.now()
    const scriptBytes = new Map<string, number>()
    const scripts = new Set<string>()
    cdp.on('Network.requestWillBeSent', (event) => {
      requests += 1
      lastActivity = performance.now()
      if (event.type === 'Script') scripts.add(event.requestId)
    })
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scripts.add(event.requestId)
    })
    cdp.on('Network.loadingFinished', (event) => {
      lastActivity = performance.now()
      if (scripts.has(event.requestId)) scriptBytes.set(event.requestId, event.encodedDataLength)
    })
    await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS })
    const usable = await page.waitForFunction(
      (name) => {
        const form = document.querySelector(`form[aria-label="${name}"]`)
        const inputs = form?.querySelectorAll('input:not([type=hidden])') ?? []
        const submit = form?.querySelector<HTMLButtonElement>('button[type=submit]')
        return inputs.length >= 2 && submit && !submit.disabled ? performance.now() : false
      },
      formName,
      { polling: 'raf', timeout: LOAD_TIMEOUT_MS },
    )
    const usableMs = (await usable.jsonValue()) as number
    while (performance.now() - lastActivity < QUIET_MS)
      await new Promise((resolve) => setTimeout(resolve, 100))
    const bytes = [...scriptBytes.values()].reduce((sum, n) => sum + n, 0)
    return { usableMs, requests, scriptKb: Math.round(bytes / 102.4) / 10 }
  } finally {
    await context.close()
  }
}

const summary = (loads: Load[]) => ({
  usableMs: Math.round(median(loads.map((l) => l.usableMs))),
  requests: median(loads.map((l) => l.requests)),
  scriptKb: median(loads.map((l) => l.scriptKb)),
  usableMsEach: loads.map((l) => Math.round(l.usableMs)),
})

async function main() {
  console.error('building the bare Fluent login form (production)…')
  await build({ configFile: path.join(bareRoot, 'vite.config.ts'), root: bareRoot, mode: 'production' })
  const bare = await serveStatic(path.join(bareRoot, 'dist'), '/bare/')

  console.error('starting the server with the built app (PGlite, seeded)…')
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portico-bench-login-'))
  const database = await openPglite(dataDir)
  await migrateDatabase(database)
  await seedDatabase(database, { adminPassword: 'bench-login-1', demoPasswords: true })
  const app = await createServer({
    database,
    prepareDatabase: false,
    captchaFixedCode: 'bench',
    logger: false,
    scheduler: false,
  })
  const appUrl = `${await app.listen({ port: 0, host: '127.0.0.1' })}/recruit-app/user/login`

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs })
  const loads = { app: [] as Load[], bare: [] as Load[] }
  try {
    // One warm-up of each (server and browser start-up), not counted.
    await coldLoad(browser, appUrl, '账户密码登录')
    await coldLoad(browser, bare.url, '登录')
    for (let run = 0; run < RUNS; run++) {
      loads.app.push(await coldLoad(browser, appUrl, '账户密码登录'))
      loads.bare.push(await coldLoad(browser, bare.url, '登录'))
      console.error(
        `run ${run + 1}/${RUNS}: app ${Math.round(loads.app.at(-1)!.usableMs)} ms, ` +
          `bare ${Math.round(loads.bare.at(-1)!.usableMs)} ms`,
      )
    }
  } finally {
    await browser.close()
    await app.close()
    bare.server.close()
    rmSync(dataDir, { recursive: true, force: true })
  }

  const figures = { app: summary(loads.app), bare: summary(loads.bare) }
  const row = (name: string, f: ReturnType<typeof summary>) =>
    `${name.padEnd(26)} ${String(f.usableMs).padStart(8)} ${String(f.requests).padStart(9)} ${String(f.scriptKb).padStart(10)}`
  console.log(`login page, Fast 3G (1.6 Mbit/s, 150 ms), cache disabled, median of ${RUNS} cold loads`)
  console.log(
    `${''.padEnd(26)} ${'usable ms'.padStart(8)} ${'requests'.padStart(9)} ${'script KB'.padStart(10)}`,
  )
  console.log(row('Portico login page', figures.app))
  console.log(row('bare Fluent login form', figures.bare))
  console.log(
    row('goal (app)', { usableMs: GOALS.usableMs, requests: GOALS.requests, scriptKb: 0, usableMsEach: [] }),
  )
  console.log(
    `machine: ${cpus().length} cores, load ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  )
  console.log(
    JSON.stringify({
      bench: 'login',
      network: 'Fast 3G 1.6 Mbit/s 150 ms',
      runs: RUNS,
      ...figures,
      goals: GOALS,
      met: {
        usable: figures.app.usableMs <= GOALS.usableMs,
        requests: figures.app.requests <= GOALS.requests,
      },
      load: loadavg()[0],
    }),
  )
}

await main()
process.exit(0)
