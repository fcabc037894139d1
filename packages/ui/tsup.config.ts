import { defineConfig } from 'tsup'

export default defineConfig({
  // Two entries: the widgets (`index`) and the MSW handlers (`mocks/index`, for stories and tests only).
  entry: { index: 'src/index.ts', 'mocks/index': 'src/mocks/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: [/^react/, /^@fluentui\//, /^@portico\//, /^msw/, 'axios', /^china-area-data/],
})
