#!/usr/bin/env node
// Holds the typed client: a view calls the server through a declared action (`callAction`, `resultOf`), never by a
// URL written in the view. Views written before the registry still hold some; `scripts/url-literals-baseline.json`
// counts them per file and may only shrink (a new literal fails; `--update` writes the lower counts).
// A line that names a page of the app rather than an API call says so with `// app route`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const VIEWS = join(root, 'packages/app/src/views')
const BASELINE = join(root, 'scripts/url-literals-baseline.json')
// The API's first path segments (the server's route prefixes under /jeecg-boot).
const API_URL =
  /['"`]\/(sys|recruit|online|actuator|customer|site|bill|channel|customs|order|logistics|dashboard|message|transport|question|open|hscode|track|station|account)\/[A-Za-z0-9_/{}$.-]*/g
const SKIPPED = /\.(test|stories)\.tsx?$/

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* sources(path)
    else if (/\.tsx?$/.test(entry.name) && !SKIPPED.test(entry.name)) yield path
  }
}

const counts = {}
for (const file of sources(VIEWS)) {
  const found = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !line.includes('// app route'))
    .reduce((sum, line) => sum + (line.match(API_URL)?.length ?? 0), 0)
  if (found > 0) counts[relative(root, file)] = found
}
const total = Object.values(counts).reduce((sum, n) => sum + n, 0)
const baseline = JSON.parse(readFileSync(BASELINE, 'utf8'))
const grown = Object.entries(counts).filter(([file, n]) => n > (baseline[file] ?? 0))
if (grown.length > 0) {
  console.error(
    'API URLs written in views (declare the call with defineAction and use callAction / resultOf):',
  )
  for (const [file, n] of grown) console.error(`  ${file}: ${n} (was ${baseline[file] ?? 0})`)
  process.exit(1)
}
if (process.argv.includes('--update')) {
  writeFileSync(BASELINE, `${JSON.stringify(counts, Object.keys(counts).sort(), 2)}\n`)
}
const before = Object.values(baseline).reduce((sum, n) => sum + n, 0)
console.log(`${total} API URLs still written in views (baseline ${before}; only shrinks)`)
