#!/usr/bin/env node
// Fails when a test or story is skipped on a condition or left as a todo (`skipIf`, `runIf`, `.todo(`): Biome's
// noSkippedTests catches `.skip` and `.only` but not these, and a suite that quietly runs less cannot fail.
// A test for what only PostgreSQL does goes into a `*.postgres.test.ts` file, which only that project runs.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const TEST_FILE = /\.(test|spec|stories)\.tsx?$/
const FORBIDDEN = /\b(skipIf|runIf)\s*\(|\.todo\s*\(/
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'storybook-static', '.results', '.git', 'data'])

function* testFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* testFiles(join(dir, entry.name))
    } else if (TEST_FILE.test(entry.name)) yield join(dir, entry.name)
  }
}

const found = []
for (const dir of ['packages', 'tests', '.storybook']) {
  for (const file of testFiles(join(root, dir))) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (FORBIDDEN.test(line)) found.push(`${relative(root, file)}:${index + 1}: ${line.trim()}`)
      })
  }
}
if (found.length > 0) {
  console.error(
    `Tests skipped on a condition or left as todo (use a *.postgres.test.ts file, or write the test):`,
  )
  for (const line of found) console.error(`  ${line}`)
  process.exit(1)
}
console.log('no skipIf, runIf or .todo( in tests')
