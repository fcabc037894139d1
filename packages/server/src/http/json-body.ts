import type { FastifyInstance } from 'fastify'

declare module 'fastify' {
  interface FastifyRequest {
    /** A JSON body's text as received (undefined without one). */
    rawBody?: string
  }
}

/**
 * JSON bodies with the default safe parser, except that an empty body counts as no body:
 * the JeecgBoot client posts `/sys/logout` and some DELETEs with a JSON content type and nothing in it.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // The partner API signs the body as sent.
    request.rawBody = body as string
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined)
    return parseJson(request, body as string, done)
  })
}
