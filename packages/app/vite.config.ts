import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from './build/precompress'

const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000'

export default defineConfig({
  base: '/recruit-app/',
  plugins: [react(), precompress()],
  resolve: { conditions: ['portico-source', 'module', 'browser', 'development|production'] },
  server: { proxy: { '/jeecg-boot': { target: apiTarget, ws: true, changeOrigin: true } } },
  preview: { proxy: { '/jeecg-boot': { target: apiTarget, ws: true, changeOrigin: true } } },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      onwarn(warning, warn) {
        // Fluent UI files start with 'use client', which the bundler reports once per file.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return
        warn(warning)
      },
    },
  },
})
