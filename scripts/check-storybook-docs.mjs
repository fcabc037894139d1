// After `storybook build`: the built index lists the welcome page, each package's introduction and a Docs page for
// every component that has stories.
import { readFileSync } from 'node:fs'

const entries = Object.values(
  JSON.parse(readFileSync(process.argv[2] ?? 'storybook-static/index.json', 'utf8')).entries,
)
const docs = new Set(entries.filter((entry) => entry.type === 'docs').map((entry) => entry.title))
const components = new Set(
  entries.filter((e) => e.type === 'story' && !e.title.endsWith('/Showcase')).map((entry) => entry.title),
)
const expected = [
  'Welcome',
  ...['Contract', 'Cron', 'UI', 'Upload', 'QueryBuilder', 'Grid'].map((s) => `${s}/Introduction`),
]
const missing = [...expected, ...components].filter((title) => !docs.has(title))
if (missing.length) {
  console.error(`No docs page in the built Storybook for: ${missing.join(', ')}`)
  process.exit(1)
}
console.log(
  `${docs.size} docs pages: the welcome page, 6 introductions and all ${components.size} components`,
)
