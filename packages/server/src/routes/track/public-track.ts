import {
  PUBLIC_TRACKING_MAX,
  type PublicTrackingRequest,
  type PublicTrackingResult,
  parseTrackingNumbers,
} from '@portico/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../../deps'
import { badRequest, ok } from '../../http/envelope'
import { publicTracking } from '../../services/tracking/public-tracking'
import { countTrackQuery, issueTrackChallenge } from '../../services/tracking/track-limit'

const TRACKING_NO_MAX_LENGTH = 40

/**
 * The buyers' tracking page (no login): up to 20 numbers, a deliberately minimal answer, limited per address with
 * the slider captcha after a burst.
 */
export const publicTrackRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/track/challenge',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['track'],
        summary: 'A one-time slider challenge key (2 minutes) for the tracking query',
      },
    },
    async () => ok({ checkKey: await issueTrackChallenge(deps.kv) }),
  )

  app.post<{ Body: PublicTrackingRequest }>(
    '/track/query',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['track'],
        summary: `Public tracking of up to ${PUBLIC_TRACKING_MAX} numbers: status, events, last-mile carrier`,
        body: {
          type: 'object',
          required: ['numbers'],
          properties: {
            numbers: { type: 'array', items: { type: 'string', maxLength: TRACKING_NO_MAX_LENGTH } },
            checkKey: { type: 'string', maxLength: 64 },
          },
        },
      },
    },
    async (request) => {
      const numbers = parseTrackingNumbers(request.body.numbers.join('\n'))
      if (numbers.length === 0) throw badRequest('请输入运单号')
      if (numbers.length > PUBLIC_TRACKING_MAX)
        throw badRequest(`一次最多查询 ${PUBLIC_TRACKING_MAX} 个运单号`)
      if (deps.trackRateLimit) {
        await countTrackQuery(deps.kv, deps.trackRateLimit, request.ip, request.body.checkKey)
      }
      const results: PublicTrackingResult[] = await publicTracking(deps.db, numbers)
      return ok(results)
    },
  )
}
