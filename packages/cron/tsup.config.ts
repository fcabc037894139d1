import { defineConfig } from 'tsup'
import { packageBuild } from '../../tsup.shared'

// Entries: `core` (DOM-free, no React) and `index` (core + React components).
export default defineConfig(packageBuild(['src/index.ts', 'src/core.ts']))
