import { defineConfig } from 'tsup'
import { packageBuild } from '../../tsup.shared'

// Entries: the components and the MSW handlers (for stories and tests only).
export default defineConfig(packageBuild(['src/index.ts', 'src/mocks/index.ts']))
