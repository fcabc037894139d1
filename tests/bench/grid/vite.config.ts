import path from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** The two benchmark pages and an empty one, built once in production mode (`dist/`) and served by `vite preview`. */
export default defineConfig({
  root: import.meta.dirname,
  logLevel: 'warn',
  plugins: [react()],
  // Cross-origin isolation gives performance.now() and frame timestamps 5 µs resolution instead of 100 µs: without
  // it an empty page's 60 Hz frames read 16.7 or 16.8 ms, which would hide the 16.7 ms budget in timer rounding.
  preview: {
    headers: { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' },
  },
  resolve: { conditions: ['portico-source', 'module', 'browser', 'development|production'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    rollupOptions: {
      input: {
        ours: path.join(import.meta.dirname, 'ours.html'),
        ag: path.join(import.meta.dirname, 'ag.html'),
        idle: path.join(import.meta.dirname, 'idle.html'),
      },
      onwarn(warning, warn) {
        // Fluent UI files start with 'use client', which the bundler reports once per file.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return
        warn(warning)
      },
    },
  },
})
