import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const here = dirname(fileURLToPath(import.meta.url))

/** Every module `src/core.ts` reaches, with the bare specifiers it imports. */
function importGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  const visit = (file: string) => {
    if (graph.has(file)) return
    const specifiers = [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1])
    graph.set(file, specifiers)
    for (const spec of specifiers) if (spec.startsWith('.')) visit(`${resolve(dirname(file), spec)}.ts`)
  }
  visit(entry)
  return graph
}

describe('the core entry', () => {
  it('reaches no React, Fluent UI or component module', () => {
    const graph = importGraph(resolve(here, 'core.ts'))
    expect(graph.size).toBeGreaterThan(10)
    for (const [file, specifiers] of graph) {
      expect(file).not.toMatch(/components/)
      expect(specifiers.filter((s) => !s.startsWith('.'))).toEqual([])
    }
  })
})
