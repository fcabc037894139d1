import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { bootChunk } from './build/bootChunk'
import { precompress } from './build/precompress'

const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000'

const shared = {
  root: import.meta.dirname,
  base: '/recruit-app/',
  resolve: { conditions: ['portico-source', 'module', 'browser', 'development|production'] },
}
/** Fluent UI files start with 'use client', which the bundler reports once per file. */
const quiet = (warning: { code?: string }, warn: (warning: never) => void) => {
  if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning as never)
}
const boot = bootChunk({ ...shared, plugins: [react()], build: { rolldownOptions: { onwarn: quiet } } })

export default defineConfig({
  ...shared,
  plugins: [react(), boot.plugin, precompress()],
  server: { proxy: { '/jeecg-boot': { target: apiTarget, ws: true, changeOrigin: true } } },
  preview: { proxy: { '/jeecg-boot': { target: apiTarget, ws: true, changeOrigin: true } } },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      onwarn: quiet,
      output: {
        codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: 'boot', test: boot.test }] },
      },
    },
  },
})
