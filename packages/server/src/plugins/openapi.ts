import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { FastifyPluginAsync } from 'fastify'
import { unencapsulated } from './unencapsulated'

export const DOCS_PATH = '/jeecg-boot/docs'

/** OpenAPI document built from the route schemas; UI at /jeecg-boot/docs (public). Register before the routes. */
export const openapiPlugin: FastifyPluginAsync = unencapsulated(async (app) => {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Portico API',
        description:
          'JeecgBoot 2.4.2 wire-compatible API. Send the token from /sys/login in the X-Access-Token header.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'X-Access-Token' } },
      },
      security: [{ accessToken: [] }],
    },
  })
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PATH })
})
