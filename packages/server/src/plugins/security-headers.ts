import { unencapsulated } from './unencapsulated'

export const securityHeadersPlugin = unencapsulated(async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff')
    reply.header('X-Frame-Options', 'SAMEORIGIN')
    reply.header('Referrer-Policy', 'same-origin')
  })
})
