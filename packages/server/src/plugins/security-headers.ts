import { unencapsulated } from './unencapsulated'

const API_PREFIX = '/jeecg-boot/'
const DOCS_PREFIX = '/jeecg-boot/docs'

export const securityHeadersPlugin = unencapsulated(async (app) => {
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff')
    reply.header('X-Frame-Options', 'SAMEORIGIN')
    reply.header('Referrer-Policy', 'same-origin')
    // API answers hold personal data: no browser or proxy keeps them (the docs' static files may be cached).
    const url = request.url
    if (url.startsWith(API_PREFIX) && !url.startsWith(DOCS_PREFIX) && !reply.hasHeader('Cache-Control'))
      reply.header('Cache-Control', 'no-store')
  })
})
