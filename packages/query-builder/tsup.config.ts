import { defineConfig } from 'tsup'
import { packageBuild } from '../../tsup.shared'

// Three entries: the components (`index`), the DOM-free core (`core`) and the MSW handlers (`mocks/index`).
export default defineConfig(
  packageBuild({ index: 'src/index.ts', core: 'src/core.ts', 'mocks/index': 'src/mocks/index.ts' }, [
    /^msw/,
    'axios',
  ]),
)
