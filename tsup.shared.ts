import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { griffelAheadOfTime } from './tsup.griffel'

/**
 * What every library package's tsup build shares: ESM for ES2022 with source maps, one output module per source file
 * (so a bundler drops every module a consumer does not import: the packages are `sideEffects: false`), leaving
 * dependencies, peers and the other Portico packages to the consumer, with every `makeStyles` compiled ahead of time.
 * Types come from `tsc -p tsconfig.build.json`.
 */
export function packageBuild(entry: string[] | Record<string, string>) {
  const roots = Array.isArray(entry) ? entry : Object.values(entry)
  return {
    entry: sourceFilesFrom(roots),
    format: ['esm' as const],
    dts: false,
    sourcemap: true,
    clean: true,
    splitting: true,
    target: 'es2022',
    // Every bare import stays an import; the pack test checks each is a declared dependency or peer.
    external: [/^[^./]/],
    // Styles compiled at build time, as Fluent's own packages ship them: no CSS compiler in a consumer's bundle.
    esbuildPlugins: [griffelAheadOfTime()],
  }
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g

/** The source files the entries reach through relative imports: tests, stories and test helpers stay out. */
export function sourceFilesFrom(roots: string[]): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) visit(resolveSource(file, match[1]))
  }
  for (const root of roots) visit(root)
  return [...seen].sort()
}

function resolveSource(from: string, specifier: string): string {
  const base = path.join(path.dirname(from), specifier)
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]
  const found = candidates.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate))
  if (!found) throw new Error(`${from}: cannot resolve ${specifier}`)
  return found
}
