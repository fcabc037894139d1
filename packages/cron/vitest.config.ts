import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  // Run from the workspace root or as a project of the root config alike.
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { conditions: ['portico-source'] },
  // Node-environment tests resolve through the SSR resolver: read workspace packages from source there too.
  ssr: { resolve: { conditions: ['portico-source'] } },
  test: {
    name: 'cron',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
})
