import { defineConfig } from 'vitest/config'

export default defineConfig({
  root: import.meta.dirname,
  resolve: { conditions: ['source'] },
  test: { name: 'app', environment: 'node', include: ['src/**/*.test.ts'] },
})
