// `npm test`: every suite, then one closing line with the totals.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const results = path.join(root, 'tests/.results')
rmSync(results, { recursive: true, force: true })
mkdirSync(results, { recursive: true })

/** Records the Vitest tests that passed only on a retry (see the reporter). */
const flakyReporter = path.join(root, 'scripts/flaky-reporter.mjs')

/** Every package's `src` folder: what the import rules (`.dependency-cruiser.cjs`) walk. */
function packageSources() {
  const packages = readdirSync(path.join(root, 'packages'))
  return packages.map((name) => `packages/${name}/src`).filter((src) => existsSync(path.join(root, src)))
}

/**
 * Each step: a command, and optionally the JSON report it writes (vitest or Playwright) to count tests. The steps run
 * one after another: the server suite computes more than it waits (PGlite runs in the test process), so running it
 * beside the builds slowed both (CI took 63 min so, 31 min in sequence the landing before).
 */
const steps = [
  { name: 'lint', cmd: ['biome', 'ci', '.', '--colors=off'] },
  { name: 'no conditional skips or todos in tests', cmd: ['node', 'scripts/check-test-skips.mjs'] },
  { name: 'no API URL written in views (typed client)', cmd: ['node', 'scripts/check-url-literals.mjs'] },
  {
    name: 'import rules (no circle, no upward import)',
    cmd: ['depcruise', '--config', '.dependency-cruiser.cjs', '--output-type', 'err', ...packageSources()],
  },
  {
    name: 'server tests (PGlite, PostgreSQL, Redis)',
    cmd: [
      'pnpm',
      '--filter',
      '@portico/server',
      'exec',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--reporter=${flakyReporter}`,
      `--outputFile.json=${results}/server.json`,
    ],
    report: 'server.json',
  },
  { name: 'typecheck', cmd: ['pnpm', '-r', 'run', 'typecheck'] },
  { name: 'build packages', cmd: ['pnpm', '-r', '--filter', './packages/*', 'run', 'build'] },
  { name: 'package tarballs', cmd: ['pnpm', '--filter', '@portico/tests', 'run', 'packages:pack'] },
  { name: 'public API reports', cmd: ['node', 'scripts/api-report.mjs'] },
  {
    name: 'packages in a fresh Vite app (Chromium)',
    cmd: ['pnpm', '--filter', '@portico/tests', 'run', 'packages:consumer'],
  },
  {
    name: 'unit tests',
    cmd: [
      'vitest',
      'run',
      '--project',
      '!storybook',
      '--reporter=default',
      '--reporter=json',
      `--reporter=${flakyReporter}`,
      `--outputFile.json=${results}/unit.json`,
    ],
    report: 'unit.json',
  },
  { name: 'storybook build', cmd: ['storybook', 'build', '-o', 'storybook-static', '--quiet'] },
  { name: 'storybook docs pages', cmd: ['node', 'scripts/check-storybook-docs.mjs'] },
  {
    name: 'story tests (Chromium)',
    cmd: [
      'vitest',
      'run',
      '--project',
      'storybook',
      '--reporter=default',
      '--reporter=json',
      `--reporter=${flakyReporter}`,
      `--outputFile.json=${results}/stories.json`,
    ],
    report: 'stories.json',
  },
  {
    // After the package builds: it serves the built app to Chromium.
    name: 'security suite (every route × role, tenants, hostile input, uploads, stored scripts)',
    cmd: ['pnpm', '--filter', '@portico/tests', 'run', 'test:security'],
    env: { SECURITY_JSON_OUTPUT: `${results}/security.json` },
    report: 'security.json',
  },
  {
    name: 'end-to-end (Chromium)',
    cmd: ['pnpm', '--filter', '@portico/tests', 'run', 'e2e'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/e2e.json` },
    report: 'e2e.json',
  },
]

/** Passed, failed and flaky (passed only on a retry) tests of a step's report; a flaky pass counts as a failure. */
function count(step) {
  const file = path.join(results, step.report)
  if (!existsSync(file)) return { passed: 0, failed: 0, flaky: [] }
  const json = JSON.parse(readFileSync(file, 'utf8'))
  if (json.stats) {
    const flaky = json.stats.flaky ?? 0
    return {
      passed: json.stats.expected ?? 0,
      failed: json.stats.unexpected ?? 0,
      flaky: Array.from({ length: flaky }, (_, i) => `end-to-end flaky test ${i + 1} (see the e2e report)`),
    }
  }
  const flakyFile = path.join(results, `flaky-${step.report}`)
  const flaky = existsSync(flakyFile) ? JSON.parse(readFileSync(flakyFile, 'utf8')) : []
  return { passed: (json.numPassedTests ?? 0) - flaky.length, failed: json.numFailedTests ?? 0, flaky }
}

let passed = 0
let failed = 0
const failedSteps = []
const flakyTests = []

/** Runs one step's command, its output going to the terminal. */
function runStep(step) {
  const t0 = Date.now()
  console.log(`\n=== ${step.name}: ${step.cmd.join(' ')}`)
  return new Promise((resolve) => {
    const child = spawn(step.cmd[0], step.cmd.slice(1), {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        ...step.env,
        FORCE_COLOR: '0',
        ...(step.report ? { PORTICO_FLAKY_FILE: path.join(results, `flaky-${step.report}`) } : {}),
      },
    })
    child.on('error', (error) => {
      console.error(`=== ${step.name}: could not start: ${error.message}`)
      resolve({ step, status: 1, seconds: 0 })
    })
    child.on('close', (status) => resolve({ step, status, seconds: (Date.now() - t0) / 1000 }))
  })
}

/** Counts a finished step's tests into the totals and prints its closing line. */
function settle({ step, status, seconds }) {
  let ok = status === 0
  if (step.report) {
    const c = count(step)
    passed += c.passed
    failed += c.failed + c.flaky.length
    flakyTests.push(...c.flaky)
    if (c.flaky.length) ok = false
    // A step that failed without a failed test in its report (crash, unhandled error) still counts once.
    if (status !== 0 && c.failed === 0 && c.flaky.length === 0) failed += 1
  } else if (!ok) {
    failed += 1
  }
  if (!ok) failedSteps.push(step.name)
  console.log(`=== ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`)
}

const started = Date.now()
for (const step of steps) settle(await runStep(step))

console.log(`\nTotal time ${((Date.now() - started) / 1000).toFixed(0)} s`)
if (flakyTests.length)
  console.log(`Passed only on a retry (counted as failed):\n  ${flakyTests.join('\n  ')}`)
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failedSteps.length ? 1 : 0)
