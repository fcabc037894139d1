import path from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** The two benchmark pages, built once in production mode (`dist/`) and served by `vite preview`. */
export default defineConfig({
  root: import.meta.dirname,
  logLevel: 'warn',
  plugins: [react()],
  resolve: { conditions: ['portico-source', 'module', 'browser', 'development|production'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    rollupOptions: {
      input: {
        ours: path.join(import.meta.dirname, 'ours.html'),
        ag: path.join(import.meta.dirname, 'ag.html'),
      },
      onwarn(warning, warn) {
        // Fluent UI files start with 'use client', which the bundler reports once per file.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return
        warn(warning)
      },
    },
  },
})
