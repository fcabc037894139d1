import { defineConfig } from 'vitest/config'

/**
 * A package's unit tests, in Node: `src/**\/*.test.ts` under `root` (so they run from the workspace root or as a
 * project of the root config alike), with workspace packages read from their sources, also through the SSR resolver.
 */
export function unitTests(name: string, root: string) {
  return defineConfig({
    root,
    resolve: { conditions: ['portico-source'] },
    ssr: { resolve: { conditions: ['portico-source'], externalConditions: ['portico-source'] } },
    test: { name, environment: 'node', include: ['src/**/*.test.ts'] },
  })
}
