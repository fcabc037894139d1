// Writes docs/parcel-lifecycle.md and docs/record-lifecycles.md from the contract's tables: npx tsx scripts/lifecycle-doc.ts
import { writeFileSync } from 'node:fs'
import { lifecycleMarkdown } from '../packages/contract/src/logistics/lifecycle-doc'
import { recordLifecyclesMarkdown } from '../packages/contract/src/logistics/record-lifecycles-doc'

writeFileSync(new URL('../docs/parcel-lifecycle.md', import.meta.url), lifecycleMarkdown())
writeFileSync(new URL('../docs/record-lifecycles.md', import.meta.url), recordLifecyclesMarkdown())
