import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { appContentSecurityPolicy, newCspNonce, withNonceMeta } from '../http/csp'
import { FAVICON_SVG } from './favicon'

export const APP_BASE = '/recruit-app'

/** The single-page app under /recruit-app/ with history fallback; `/` redirects there. */
export const staticAppPlugin: FastifyPluginAsync<{ appDist: string }> = async (app, { appDist }) => {
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect(`${APP_BASE}/`))
  app.get(APP_BASE, { schema: { hide: true } }, (_request, reply) => reply.redirect(`${APP_BASE}/`))
  app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
    reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(FAVICON_SVG),
  )

  const hasIndex = existsSync(path.join(appDist, 'index.html'))
  await app.register(
    async (scope) => {
      if (!hasIndex) {
        scope.get('/*', { schema: { hide: true } }, (_request, reply) =>
          reply
            .status(503)
            .type('text/plain; charset=utf-8')
            .send(
              `The web app is not built yet (no ${appDist}/index.html). Run: npx -y pnpm@10.34.9 --filter @portico/app build`,
            ),
        )
        return
      }
      await scope.register(fastifyStatic, {
        root: appDist,
        prefix: '/',
        index: false,
        // The build writes <file>.br and <file>.gz beside each text asset: sent as they are, by Accept-Encoding.
        preCompressed: true,
        // Our own Cache-Control below (send's default, max-age=0, would replace it).
        cacheControl: false,
        setHeaders: (res, filePath) => {
          // Content-hashed assets never change; anything else is revalidated.
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`)
          res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
          res.setHeader('Vary', 'Accept-Encoding')
        },
      })
      const indexFile = path.join(appDist, 'index.html')
      const sendIndex = async (reply: FastifyReply) => {
        const nonce = newCspNonce()
        const html = withNonceMeta(await readFile(indexFile, 'utf8'), nonce)
        return reply
          .header('Cache-Control', 'no-cache')
          .header('Content-Security-Policy', appContentSecurityPolicy(nonce))
          .type('text/html; charset=utf-8')
          .send(html)
      }
      scope.get('/', { schema: { hide: true }, prefixTrailingSlash: 'slash' }, (_request, reply) =>
        sendIndex(reply),
      )
      scope.setNotFoundHandler((request, reply) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') {
          return reply.status(404).type('text/plain; charset=utf-8').send('Not found')
        }
        return sendIndex(reply)
      })
    },
    { prefix: APP_BASE },
  )
}
