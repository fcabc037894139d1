import { defineConfig } from 'tsup'
import { packageBuild } from '../../tsup.shared'

// Two entries: the components (`index`) and the MSW handlers (`mocks/index`, for stories and tests only).
export default defineConfig(
  packageBuild({ index: 'src/index.ts', 'mocks/index': 'src/mocks/index.ts' }, [/^msw/, 'axios']),
)
