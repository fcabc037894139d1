import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from '../../../packages/app/build/precompress'

/** bench:login's floor: a bare Fluent login form, built like the app (production, precompressed assets). */
export default defineConfig({
  root: import.meta.dirname,
  base: '/bare/',
  logLevel: 'warn',
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      onwarn(warning, warn) {
        // Fluent UI files start with 'use client', which the bundler reports once per file.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return
        warn(warning)
      },
    },
  },
})
