import type { FastifyRequest } from 'fastify'

/** The session token: the X-Access-Token header only (a token in a URL ends up in logs and histories). */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers['x-access-token']
  const fromHeader = Array.isArray(header) ? header[0] : header
  return fromHeader ? fromHeader : null
}
