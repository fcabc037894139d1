// Writes docs/parcel-lifecycle.md from the contract's lifecycle table: npx tsx scripts/lifecycle-doc.ts
import { writeFileSync } from 'node:fs'
import { lifecycleMarkdown } from '../packages/contract/src/logistics/lifecycle-doc'

writeFileSync(new URL('../docs/parcel-lifecycle.md', import.meta.url), lifecycleMarkdown())
