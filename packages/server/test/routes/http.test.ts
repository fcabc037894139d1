import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createServer } from '../../src/server'
import { hashPassword } from '../../src/services/auth/passwords'
import { API, login, testServerOptions, withTestApp } from '../helpers/app'

const t = withTestApp()

describe('envelope errors', () => {
  it('answers malformed JSON as a refusal: HTTP 200, code 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/login`,
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin",',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      success: false,
      code: 500,
      message: '请求体不是合法的JSON',
      result: null,
    })
  })

  it('answers a body over 1 MiB as a refusal naming the limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/login`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(1024 * 1024 + 10) }),
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ success: false, code: 500 })
    expect(response.json().message).toMatch(/1 MiB/)
  })

  it('answers an unknown path under /jeecg-boot with HTTP 200 and code 404 in the envelope', async () => {
    for (const url of [`${API}/sys/nothing`, `${API}/`, `${API}/sys/user/list/extra`]) {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({
        success: false,
        code: 404,
        message: '路径不存在，请检查路径是否正确',
      })
    }
  })

  it('sends safe headers; no browser or proxy keeps an API answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/sys/randomImage/k` })
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['cache-control']).toBe('no-store')
    const refused = await t.app.inject({ method: 'GET', url: `${API}/sys/user/list` })
    expect(refused.statusCode).toBe(401)
    expect(refused.headers['cache-control']).toBe('no-store')
  })
})

describe('OpenAPI', () => {
  it('serves the UI without a token and the document with a staff token', async () => {
    const json = await t.app.inject({
      method: 'GET',
      url: `${API}/docs/json`,
      headers: { 'x-access-token': await login(t.app, 'admin') },
    })
    expect(json.statusCode).toBe(200)
    const paths = Object.keys(json.json().paths)
    expect(paths).toEqual(expect.arrayContaining(['/jeecg-boot/sys/login', '/jeecg-boot/sys/user/list']))
    const ui = await t.app.inject({ method: 'GET', url: `${API}/docs/` })
    expect(ui.statusCode).toBe(200)
    expect(ui.headers['content-type']).toMatch(/html/)
  })
})

describe('static app', () => {
  it('redirects / to /recruit-app/', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' })
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe('/recruit-app/')
  })

  it('serves the site icon at /favicon.ico', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.ico' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(response.body).toMatch(/^<svg /)
  })

  it('answers 503 with a hint when the app is not built', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/recruit-app/isystem/user' })
    expect(response.statusCode).toBe(503)
    expect(response.body).toMatch(/not built/)
  })

  it('serves files and falls back to index.html for history routes', async () => {
    await withBuiltApp({ 'index.html': INDEX_HTML, 'app.js': 'console.log(1)' }, async (app) => {
      const file = await app.inject({ method: 'GET', url: '/recruit-app/app.js' })
      expect(file.statusCode).toBe(200)
      expect(file.body).toBe('console.log(1)')
      for (const url of ['/recruit-app/', '/recruit-app/isystem/user', '/recruit-app/dashboard/analysis']) {
        const page = await app.inject({ method: 'GET', url })
        expect(page.statusCode, url).toBe(200)
        expect(page.body).toContain('<title>Portico</title>')
        expect(page.headers['cache-control'], url).toBe('no-cache')
      }
      // Strict CSP: no inline script; <style> elements only with this load's nonce, which the page carries.
      const nonces = new Set<string>()
      for (let i = 0; i < 2; i++) {
        const page = await app.inject({ method: 'GET', url: '/recruit-app/' })
        const csp = String(page.headers['content-security-policy'])
        expect(csp).toContain("script-src 'self';")
        expect(csp).not.toMatch(/script-src[^;]*unsafe/)
        const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1]
        expect(nonce).toBeTruthy()
        expect(page.body).toContain(`<meta name="csp-nonce" content="${nonce}" />`)
        nonces.add(nonce!)
      }
      expect(nonces.size).toBe(2)
      const traversal = await app.inject({ method: 'GET', url: '/recruit-app/../../etc/passwd' })
      expect(traversal.body).not.toMatch(/root:/)
    })
  })

  it('sends the precompressed file the browser accepts; hashed assets are cached for good', async () => {
    const source = `export const greeting = ${JSON.stringify('你好 '.repeat(200))}`
    const files = {
      'index.html': INDEX_HTML,
      'assets/app-D1x2y3.js': source,
      'assets/app-D1x2y3.js.br': brotliCompressSync(source),
      'assets/app-D1x2y3.js.gz': gzipSync(source),
      'assets/small-Q9w8e7.js': 'export {}',
      'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    }
    await withBuiltApp(files, async (app) => {
      const url = '/recruit-app/assets/app-D1x2y3.js'
      const fetchAs = (acceptEncoding?: string) =>
        app.inject({
          method: 'GET',
          url,
          headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
        })
      const decoders: Record<string, (body: Buffer) => Buffer> = {
        br: brotliDecompressSync,
        gzip: gunzipSync,
        none: (body) => body,
      }
      for (const [accepted, expected] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip, deflate', 'gzip'],
        [undefined, 'none'],
      ] as const) {
        const response = await fetchAs(accepted)
        expect(response.statusCode, accepted).toBe(200)
        expect(response.headers['content-encoding'] ?? 'none', accepted).toBe(expected)
        expect(response.headers['content-type'], accepted).toMatch(/javascript/)
        expect(response.headers.vary, accepted).toMatch(/Accept-Encoding/i)
        expect(response.headers['cache-control'], accepted).toBe('public, max-age=31536000, immutable')
        expect(decoders[expected](response.rawPayload).toString(), accepted).toBe(source)
      }
      // A file the build did not compress (too small to gain) is sent as it is.
      const small = await app.inject({
        method: 'GET',
        url: '/recruit-app/assets/small-Q9w8e7.js',
        headers: { 'accept-encoding': 'gzip, br' },
      })
      expect(small.statusCode).toBe(200)
      expect(small.headers['content-encoding']).toBeUndefined()
      expect(small.body).toBe('export {}')
      // Files outside assets/ carry no hash in their name: revalidated on every use.
      const logo = await app.inject({ method: 'GET', url: '/recruit-app/logo.svg' })
      expect(logo.headers['cache-control']).toBe('no-cache')
    })
  })
})

describe('password hashing beside file serving', () => {
  it('serves a static file while 20 password hashes run', async () => {
    await withBuiltApp({ 'index.html': INDEX_HTML, 'app.js': 'console.log(1)' }, async (app) => {
      let hashed = 0
      const hashes = Array.from({ length: 20 }, () => hashPassword('Secret-Password-9').then(() => hashed++))
      const file = await app.inject({ method: 'GET', url: '/recruit-app/app.js' })
      const hashedWhenServed = hashed
      expect(file.statusCode).toBe(200)
      expect(file.body).toBe('console.log(1)')
      await Promise.all(hashes)
      expect(hashed).toBe(20)
      // Hashing in libuv's 4 threads, where file reads wait too, would serve it only after 16 hashes or more.
      expect(hashedWhenServed).toBeLessThan(10)
    })
  })
})

const INDEX_HTML =
  '<!doctype html><html><head><title>Portico</title></head><body><script type="module" src="/a.js"></script></body></html>'

/** A server whose app folder holds `files` (path -> content), removed afterwards. */
async function withBuiltApp(
  files: Record<string, string | Buffer>,
  use: (app: Awaited<ReturnType<typeof createServer>>) => Promise<void>,
): Promise<void> {
  const dist = mkdtempSync(path.join(tmpdir(), 'portico-dist-'))
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, name)), { recursive: true })
    writeFileSync(path.join(dist, name), content)
  }
  const app = await createServer(
    testServerOptions({ database: t.testDb.database, prepareDatabase: false, config: { appDist: dist } }),
  )
  try {
    await use(app)
  } finally {
    await app.close()
    rmSync(dist, { recursive: true, force: true })
  }
}

describe('logs', () => {
  it('never contain the token, passwords or captchas', async () => {
    const lines: string[] = []
    const app = await createServer(
      testServerOptions({
        database: t.testDb.database,
        prepareDatabase: false,
        logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
      }),
    )
    try {
      await app.inject({ method: 'GET', url: `${API}/sys/randomImage/logcheck` })
      const login = await app.inject({
        method: 'POST',
        url: `${API}/sys/login`,
        payload: { username: 'admin', password: 'Secret-Password-9', captcha: 'abcd', checkKey: 'logcheck' },
      })
      expect(login.json()).toMatchObject({ success: false, code: 500 })
      const token = 'a'.repeat(64)
      await app.inject({ method: 'GET', url: `${API}/sys/dict/queryAllDictItems?token=${token}` })
      await app.inject({
        method: 'GET',
        url: `${API}/sys/dict/queryAllDictItems`,
        headers: { 'x-access-token': token },
      })
      const log = lines.join('\n')
      expect(log).toContain('queryAllDictItems')
      expect(log).not.toContain(token)
      expect(log).not.toContain('Secret-Password-9')
    } finally {
      await app.close()
    }
  })
})

describe('request bodies', () => {
  it('treats an empty JSON body as no body (logout from the JeecgBoot client)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/logout`,
      headers: { 'content-type': 'application/json;charset=UTF-8', 'x-access-token': 'b'.repeat(64) },
      payload: '',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().message).toBe('退出登录成功！')
  })

  it('refuses prototype pollution keys in JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/login`,
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"polluted": true}, "username": "admin"}',
    })
    expect(response.json()).toMatchObject({ success: false, code: 500 })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})

describe('route registration', () => {
  it('refuses an API route that declares no permission', async () => {
    const { default: Fastify } = await import('fastify')
    const { authPlugin } = await import('../../src/plugins/auth')
    const app = Fastify()
    const start = async () => {
      await app.register(async (scope) => {
        await scope.register(authPlugin, { deps: {} as never })
        scope.get('/forgotten', async () => 'open')
      })
      await app.ready()
    }
    await expect(start()).rejects.toThrow(/declares no permission/)
    await app.close().catch(() => {})
  })
})
