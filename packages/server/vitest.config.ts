import { defineConfig } from 'vitest/config'

/**
 * Long random walks through the lifecycle (hundreds of screen actions each): they check the lifecycle's rules, which
 * the database does not change, so they run once, on PostgreSQL, to keep `npm test` within its time.
 */
const ONCE_ON_POSTGRES = ['test/services/simulation/**', 'test/routes/site/lifecycle-property.test.ts']

const shared = {
  hookTimeout: 60_000,
  testTimeout: 30_000,
  globalSetup: ['test/helpers/template-setup.ts'],
}

/** The same suites on PGlite and on the real PostgreSQL; Redis suites need both PostgreSQL and Redis. */
export default defineConfig({
  resolve: { conditions: ['portico-source'] },
  // Node tests resolve through the SSR resolver: read workspace packages from source there too.
  ssr: { resolve: { conditions: ['portico-source'] } },
  test: {
    // Two files at a time: a server test waits on PostgreSQL, sockets and timers more than it computes, so two
    // overlap well even on 2 cores (one at a time is Vitest's default there).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          ...shared,
          name: 'pglite',
          include: ['test/**/*.test.ts'],
          // `*.postgres.test.ts`: what only PostgreSQL does (several servers on one database, statement timeouts).
          exclude: ['test/redis/**', 'test/**/*.postgres.test.ts', ...ONCE_ON_POSTGRES],
          env: { TEST_DB: 'pglite' },
        },
      },
      {
        extends: true,
        test: {
          ...shared,
          name: 'postgres',
          include: ['test/**/*.test.ts'],
          // The client conformance suite checks the wire, not the database: PGlite is enough.
          exclude: ['test/redis/**', 'test/conformance/**'],
          env: { TEST_DB: 'postgres' },
        },
      },
      {
        extends: true,
        test: { ...shared, name: 'redis', include: ['test/redis/*.test.ts'], env: { TEST_DB: 'postgres' } },
      },
    ],
  },
})
