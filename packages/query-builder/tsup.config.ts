import { defineConfig } from 'tsup'
import { packageBuild } from '../../tsup.shared'

// Entries: the components, the DOM-free core and the MSW handlers.
export default defineConfig(packageBuild(['src/index.ts', 'src/core.ts', 'src/mocks/index.ts']))
