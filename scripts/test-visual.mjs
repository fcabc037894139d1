// `npm run test:visual`: the walks that open every menu page (1440 px) and every portal page (1440 and 375 px) and
// compare each with its screenshot baseline in tests/e2e/visual/ (they also run in `npm test`, first of the e2e).
// `npm run test:visual -- --update` rewrites the baselines of the pages that look different now (and adds missing
// ones); review them with `git diff` before committing. Other arguments go to Playwright (a spec, `--grep`, …).
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const update = args.includes('--update')
const playwright = [
  'npx',
  '-y',
  'pnpm@10.34.9',
  '--filter',
  '@portico/tests',
  'exec',
  'playwright',
  'test',
  '-c',
  'e2e/playwright.config.ts',
  '--project',
  'walks',
  ...(update ? ['--update-snapshots=changed'] : []),
  ...args.filter((arg) => arg !== '--update'),
]
const child = spawn(playwright[0], playwright.slice(1), { cwd: root, stdio: 'inherit' })
child.on('exit', (code) => {
  if (update && code !== 0)
    console.log(
      '\nThe baselines of the pages walked are written; the run failed on something else (see above).',
    )
  process.exit(code ?? 1)
})
