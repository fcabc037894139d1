import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The server package's folder (holding drizzle/ and package.json), found by walking up from this module: the same
 * answer whether the server runs from src/ (tsx) or from the bundle in dist/.
 */
function findPackageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const manifest = path.join(dir, 'package.json')
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@portico/server')
      return dir
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error('cannot find the @portico/server package folder')
    dir = parent
  }
}

export const packageRoot = findPackageRoot()
