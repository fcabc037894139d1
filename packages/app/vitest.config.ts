import { defineConfig } from 'vitest/config'

export default defineConfig({
  root: import.meta.dirname,
  resolve: { conditions: ['portico-source'] },
  // Node-environment tests resolve through the SSR resolver: read workspace packages from source there too.
  ssr: { resolve: { conditions: ['portico-source'] } },
  test: { name: 'app', environment: 'node', include: ['src/**/*.test.ts'] },
})
