import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin, ResolvedConfig } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text assets worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|wasm)$/

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text asset of the build, so
 * the server sends them as they are (`@fastify/static`'s `preCompressed`) instead of compressing per request. A
 * variant is kept only when it is smaller than the file itself. `index.html` is left alone: the server rewrites it
 * per request (CSP nonce).
 */
export function precompress(): Plugin {
  let outDir = 'dist'
  let logger: ResolvedConfig['logger'] | undefined
  return {
    name: 'portico-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
      logger = config.logger
    },
    async writeBundle(_options, bundle) {
      const started = performance.now()
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name))
      const sizes = await Promise.all(files.map((name) => compressFile(path.join(outDir, name))))
      const total = (pick: (s: Sizes) => number) => kb(sizes.reduce((sum, s) => sum + pick(s), 0))
      logger?.info(
        `precompressed ${files.length} files: ${total((s) => s.raw)} raw, ${total((s) => s.br)} brotli, ` +
          `${total((s) => s.gz)} gzip in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      )
    },
  }
}

interface Sizes {
  raw: number
  br: number
  gz: number
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

async function compressFile(file: string): Promise<Sizes> {
  const content = await readFile(file)
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ])
  await Promise.all([
    br.length < content.length ? writeFile(`${file}.br`, br) : undefined,
    gz.length < content.length ? writeFile(`${file}.gz`, gz) : undefined,
  ])
  return {
    raw: content.length,
    br: Math.min(br.length, content.length),
    gz: Math.min(gz.length, content.length),
  }
}
