import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export interface PackedPackage {
  name: string
  dir: string
  tarball: string
}

/** pnpm itself when `npm test` put it on the PATH, else the pinned one through npx. */
export function pnpmCommand(): [string, string[]] {
  try {
    execFileSync('pnpm', ['--version'], { stdio: 'ignore' })
    return ['pnpm', []]
  } catch {
    return ['npx', ['-y', 'pnpm@10.34.9']]
  }
}

/** The publishable packages: every `packages/*` not marked private. */
export function publishablePackages(): { name: string; dir: string }[] {
  const base = path.join(ROOT, 'packages')
  return readdirSync(base)
    .map((folder) => path.join(base, folder))
    .filter((dir) => existsSync(path.join(dir, 'package.json')))
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) }))
    .filter(({ manifest }) => !manifest.private)
    .map(({ dir, manifest }) => ({ name: manifest.name as string, dir }))
}

/** `pnpm pack` of every publishable package (built beforehand) into `destination`, as a consumer would get them. */
export function packWorkspace(destination: string): PackedPackage[] {
  mkdirSync(destination, { recursive: true })
  const [command, prefix] = pnpmCommand()
  return publishablePackages().map(({ name, dir }) => {
    const before = new Set(readdirSync(destination))
    execFileSync(command, [...prefix, 'pack', '--pack-destination', destination], { cwd: dir, stdio: 'pipe' })
    const made = readdirSync(destination).find((file) => file.endsWith('.tgz') && !before.has(file))
    const expected = `${name.replace('@', '').replace('/', '-')}-`
    const tarball = made ?? readdirSync(destination).find((file) => file.startsWith(expected))
    if (!tarball) throw new Error(`pnpm pack of ${name} made no tarball`)
    return { name, dir, tarball: path.join(destination, tarball) }
  })
}
