import type { FastifyInstance } from 'fastify'
import { formatDateTime } from '../services/shared/dates'

/** A copy of a JSON payload with every Date as JeecgBoot's `yyyy-MM-dd HH:mm:ss` (Asia/Shanghai); the rest as is. */
export function wireDates(value: unknown): unknown {
  if (value instanceof Date) return formatDateTime(value)
  if (Array.isArray(value)) return value.map(wireDates)
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype)
    return value
  const copy: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) copy[key] = wireDates(item)
  return copy
}

/**
 * One rule for time on the wire: a route that answers a stored row as it is (a Date would leave as a UTC ISO string)
 * answers its times as every other route does.
 */
export function installWireDates(app: FastifyInstance): void {
  app.addHook('preSerialization', async (_request, _reply, payload) => wireDates(payload))
}
