// Packs every publishable package with `pnpm pack` (run `npm run build` first) and checks what a consumer would get.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, describe, it } from 'node:test'
import { packWorkspace } from './packWorkspace'

const work = mkdtempSync(path.join(tmpdir(), 'portico-pack-'))
after(() => rmSync(work, { recursive: true, force: true }))
const packed = packWorkspace(path.join(work, 'tarballs'))

function filesUnder(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry)
    return statSync(full).isDirectory() ? filesUnder(full, base) : [path.relative(base, full)]
  })
}

// A module specifier holds no white space or comma: the word `from` inside a string is no import.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)(['"])([^'"\s,]+)\1/g

/** The package a bare specifier names (`@scope/name/sub` -> `@scope/name`), or null for relative and node: ones. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null
  const parts = specifier.split('/')
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
  return builtinModules.includes(name) ? null : name
}

for (const { name, tarball } of packed) {
  describe(name, () => {
    const dir = path.join(work, name.replace('/', '+'))
    execFileSync('mkdir', ['-p', dir])
    execFileSync('tar', ['-xzf', tarball, '-C', dir])
    const root = path.join(dir, 'package')
    const files = filesUnder(root)
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))

    it('declares no workspace: range', () => {
      for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies'])
        for (const [dep, range] of Object.entries<string>(manifest[field] ?? {}))
          assert.ok(!range.startsWith('workspace:'), `${field}.${dep} is ${range}`)
    })

    it('holds only dist, README, LICENSE and package.json, and no test or story file', () => {
      const stray = files.filter((file) => !/^(dist\/|README\.md$|LICENSE$|package\.json$)/.test(file))
      assert.deepEqual(stray, [])
      const tests = files.filter((file) => /\.(test|spec|stories)\.|test-support|__tests__/.test(file))
      assert.deepEqual(tests, [])
    })

    it('ships a LICENSE and a README', () => {
      assert.ok(files.includes('LICENSE'), 'no LICENSE')
      assert.ok(files.includes('README.md'), 'no README.md')
    })

    it('ships every file its exports name', () => {
      const targets = Object.values<string | Record<string, string>>(manifest.exports).flatMap((target) =>
        typeof target === 'string'
          ? [target]
          : Object.entries(target)
              .filter(([condition]) => condition !== 'portico-source')
              .map(([, file]) => file),
      )
      const missing = targets.filter((target) => !files.includes(path.normalize(target)))
      assert.deepEqual(missing, [])
    })

    it('imports in dist (code and types) only what it declares', () => {
      const declared = new Set([
        ...Object.keys(manifest.dependencies ?? {}),
        ...Object.keys(manifest.peerDependencies ?? {}),
      ])
      const undeclared = new Set<string>()
      for (const file of files.filter((f) => /\.(js|d\.ts)$/.test(f))) {
        for (const match of readFileSync(path.join(root, file), 'utf8').matchAll(IMPORT)) {
          const dep = packageOf(match[2])
          if (dep && dep !== name && !declared.has(dep)) undeclared.add(`${match[2]} (${file})`)
        }
      }
      assert.deepEqual([...undeclared], [])
    })
  })
}
