import { defineConfig } from 'tsup'

export default defineConfig({
  // Three entries: the components (`index`), the DOM-free core (`core`) and the MSW handlers (`mocks/index`).
  entry: { index: 'src/index.ts', core: 'src/core.ts', 'mocks/index': 'src/mocks/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: [/^react/, /^@fluentui\//, /^@portico\//, /^msw/, 'axios'],
})
