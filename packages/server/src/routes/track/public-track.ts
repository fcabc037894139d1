import {
  PUBLIC_TRACKING_MAX,
  type PublicTrackingResult,
  parseTrackingNumbers,
  trackActions,
} from '@portico/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../../deps'
import { badRequest, ok } from '../../http/envelope'
import { publicTracking } from '../../services/tracking/public-tracking'
import { countTrackQuery, issueTrackChallenge } from '../../services/tracking/track-limit'
import { serveAction } from '../serve-action'

/**
 * The buyers' tracking page (no login): up to 20 numbers, a deliberately minimal answer, limited per address with
 * the slider captcha after a burst.
 */
export const publicTrackRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  serveAction(app, trackActions.challenge, async () => ok({ checkKey: await issueTrackChallenge(deps.kv) }))

  serveAction(app, trackActions.query, async (request) => {
    const numbers = parseTrackingNumbers(request.body.numbers.join('\n'))
    if (numbers.length === 0) throw badRequest('请输入运单号')
    if (numbers.length > PUBLIC_TRACKING_MAX) throw badRequest(`一次最多查询 ${PUBLIC_TRACKING_MAX} 个运单号`)
    if (deps.trackRateLimit) {
      await countTrackQuery(deps.kv, deps.trackRateLimit, request.ip, request.body.checkKey)
    }
    const results: PublicTrackingResult[] = await publicTracking(deps.db, numbers)
    return ok(results)
  })
}
