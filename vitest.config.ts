import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { CHROMIUM_PATH, chromiumArgs } from './chromium'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const storyChromiumArgs = [
  ...chromiumArgs,
  // Fluent UI skips its enter/exit motion under reduced motion, so checks never catch a half-faded dialog or toast.
  '--force-prefers-reduced-motion',
]

/**
 * The workspace's front-end tests: each widget package's unit project (its own vitest.config.ts), and the story
 * tests, where every story renders in Debian's Chromium, runs its play function and passes axe.
 * The server has its own runs (PGlite, PostgreSQL, Redis) in packages/server.
 */
export default defineConfig({
  resolve: { conditions: ['portico-source'] },
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      '!packages/server/vitest.config.ts',
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        optimizeDeps: { include: ['msw-storybook-addon/csf3', 'react/jsx-dev-runtime'] },
        test: {
          name: 'storybook',
          // On a loaded 2-core CI machine a browser check can still race a render; a real failure fails twice.
          retry: 1,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: CHROMIUM_PATH, args: storyChromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
            // Desktop layout by default (the shell switches to its mobile drawer under 1088px).
            viewport: { width: 1280, height: 800 },
          },
        },
      },
    ],
  },
})
