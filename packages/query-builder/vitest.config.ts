import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  // Run from the workspace root or as a project of the root config alike.
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { conditions: ['portico-source'] },
  // Node-side tests resolve through the SSR conditions; workspace packages need theirs there too.
  ssr: { resolve: { conditions: ['portico-source'] } },
  test: {
    name: 'query-builder',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
})
