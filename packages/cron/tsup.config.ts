import { defineConfig } from 'tsup'
import { packageBuild } from '../../tsup.shared'

// Two entries: `core` (DOM-free, no React) and `index` (core + React components); shared code lands in chunks.
export default defineConfig(packageBuild(['src/index.ts', 'src/core.ts']))
