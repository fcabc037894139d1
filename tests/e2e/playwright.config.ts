import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_PATH, chromiumArgs } from '../../chromium'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '../..')
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210)
export const E2E_CAPTCHA = 'e2e7'
/** The SMTP server the message e2e starts (a real one, in the test process); the e2e server mails through it. */
export const E2E_SMTP_PORT = E2E_PORT + 25
const dataDir = path.join(root, 'tests/.results/e2e-data')
/** The specs that open every page and compare it with its screenshot baseline (`npm run test:visual`). */
const WALKS = /(menu|portal)-walk\.spec\.ts$/

/** The real server (PGlite in a fresh folder) serving the built app, driven by Debian's Chromium. */
export default defineConfig({
  testDir: here,
  testMatch: '**/*.spec.ts',
  workers: 1,
  // A test.only left in fails the run; so does a test that passes only on its retry (the retry only reports it).
  forbidOnly: true,
  failOnFlakyTests: true,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  // The screenshot baselines of the walks (support/visual.ts), one per page, the same on every platform's Chromium.
  snapshotPathTemplate: '{testDir}/visual/{arg}{ext}',
  // The walks first, on the freshly seeded server: the other specs add records that would show in the screenshots.
  // (With one worker, Playwright runs the projects one after the other in this order.)
  projects: [
    { name: 'walks', testMatch: WALKS },
    { name: 'flows', testIgnore: WALKS },
  ],
  outputDir: path.join(root, 'tests/.results/e2e-artifacts'),
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'zh-CN',
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: chromiumArgs,
    },
  },
  webServer: {
    command: `rm -rf "${dataDir}" && pnpm --filter @portico/server start:test`,
    cwd: root,
    url: `http://127.0.0.1:${E2E_PORT}/recruit-app/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CAPTCHA_FIXED_CODE: E2E_CAPTCHA,
      LOG_LEVEL: 'warn',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(E2E_SMTP_PORT),
      SMTP_FROM: 'Portico <noreply@portico.example.com>',
    },
  },
})
