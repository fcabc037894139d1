import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import path from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
}

/**
 * Serves a built page under `base` as the Portico server serves the app: the precompressed `.br` / `.gz` beside a
 * file when the client accepts it, hashed assets cached for good, the HTML never.
 */
export async function serveStatic(root: string, base: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname
    const relative = pathname.startsWith(base) ? pathname.slice(base.length) : ''
    const file = path.join(
      root,
      relative === '' || relative.endsWith('/') ? `${relative}index.html` : relative,
    )
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end()
      return
    }
    const accepts = String(request.headers['accept-encoding'] ?? '')
    const variant = [
      ['br', '.br'],
      ['gzip', '.gz'],
    ].find(([encoding, suffix]) => accepts.includes(encoding) && existsSync(file + suffix))
    const headers: Record<string, string> = {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': file.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
      vary: 'accept-encoding',
    }
    if (variant) headers['content-encoding'] = variant[0]
    response.writeHead(200, headers).end(readFileSync(variant ? file + variant[1] : file))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address == null || typeof address === 'string') throw new Error('the static server has no port')
  return { url: `http://127.0.0.1:${address.port}${base}`, server }
}
