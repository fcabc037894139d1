/**
 * What every library package's tsup build shares: ESM for ES2022 with types and source maps, leaving React, Fluent UI
 * and the other Portico packages (and `external`, the package's own peers) to the consumer.
 */
export function packageBuild(entry: string[] | Record<string, string>, external: (string | RegExp)[] = []) {
  return {
    entry,
    format: ['esm' as const],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    external: [/^react/, /^@fluentui\//, /^@portico\//, ...external],
  }
}
