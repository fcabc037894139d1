import { defineConfig } from 'tsup'

export default defineConfig({
  // Two entries: `core` (DOM-free, no React) and `index` (core + React components); shared code lands in chunks.
  entry: ['src/index.ts', 'src/core.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: [/^react/, /^@fluentui\//, /^@portico\//],
})
