import { defineConfig } from 'vitest/config'

export default defineConfig({
  root: import.meta.dirname,
  resolve: { conditions: ['portico-source'] },
  // Unit tests run server-side: workspace packages (upload, through the cell registry) resolve to their sources there too.
  ssr: { resolve: { conditions: ['portico-source'], externalConditions: ['portico-source'] } },
  test: { name: 'grid', environment: 'node', include: ['src/**/*.test.ts'] },
})
