// `npm test`: every suite in order, then one closing line with the totals.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const results = path.join(root, 'tests/.results')
rmSync(results, { recursive: true, force: true })
mkdirSync(results, { recursive: true })

/** Each step: a command, and optionally the JSON report it writes (vitest or Playwright) to count tests. */
const steps = [
  { name: 'lint', cmd: ['biome', 'ci', '.', '--colors=off'] },
  { name: 'typecheck', cmd: ['pnpm', '-r', 'run', 'typecheck'] },
  { name: 'build packages', cmd: ['pnpm', '-r', '--filter', './packages/*', 'run', 'build'] },
  { name: 'package tarballs', cmd: ['pnpm', '--filter', '@portico/tests', 'run', 'packages:pack'] },
  { name: 'public API reports', cmd: ['node', 'scripts/api-report.mjs'] },
  {
    name: 'packages in a fresh Vite app (Chromium)',
    cmd: ['pnpm', '--filter', '@portico/tests', 'run', 'packages:consumer'],
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
      `--outputFile=${results}/server.json`,
    ],
    report: 'server.json',
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
      `--outputFile=${results}/unit.json`,
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
      `--outputFile=${results}/stories.json`,
    ],
    report: 'stories.json',
  },
  {
    name: 'end-to-end (Chromium)',
    cmd: ['pnpm', '--filter', '@portico/tests', 'run', 'e2e'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/e2e.json` },
    report: 'e2e.json',
  },
]

function count(report) {
  const file = path.join(results, report)
  if (!existsSync(file)) return { passed: 0, failed: 0 }
  const json = JSON.parse(readFileSync(file, 'utf8'))
  if (json.stats)
    return {
      passed: json.stats.expected ?? 0,
      failed: (json.stats.unexpected ?? 0) + (json.stats.flaky ?? 0),
    }
  return { passed: json.numPassedTests ?? 0, failed: json.numFailedTests ?? 0 }
}

let passed = 0
let failed = 0
const failedSteps = []
const started = Date.now()
for (const step of steps) {
  const t0 = Date.now()
  console.log(`\n=== ${step.name}: ${step.cmd.join(' ')}`)
  const run = spawnSync(step.cmd[0], step.cmd.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...step.env, FORCE_COLOR: '0' },
  })
  const ok = run.status === 0
  if (step.report) {
    const c = count(step.report)
    passed += c.passed
    failed += c.failed
  }
  if (!ok) failedSteps.push(step.name)
  console.log(`=== ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
}

console.log(`\nTotal time ${((Date.now() - started) / 1000).toFixed(0)} s`)
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`)
// A failed step without a test report (lint, build…) still counts as a failure.
const stepFailures = failedSteps.length && failed === 0 ? failedSteps.length : 0
console.log(`${passed} passed, ${failed + stepFailures} failed`)
process.exit(failedSteps.length ? 1 : 0)
