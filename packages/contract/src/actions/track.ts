import { defineAction, returns } from '../action/defineAction'
import { schema } from '../action/schema'
import { PUBLIC_TRACKING_MAX, type PublicTrackingResult } from '../logistics/public-tracking'

const tags = ['track']
/** The longest tracking number a query may name. */
export const TRACKING_NO_MAX_LENGTH = 40

/** The buyers' tracking page: no login, limited per address, the slider captcha after a burst. */
export const trackActions = {
  challenge: defineAction({
    method: 'GET',
    path: '/track/challenge',
    permission: 'public',
    summary: 'A one-time slider challenge key (2 minutes) for the tracking query',
    tags,
    result: returns<{ checkKey: string }>(),
  }),
  /** A refusal asking for the slider answers `{captchaRequired: true}` (PublicTrackingRefusal) as its result. */
  query: defineAction({
    method: 'POST',
    path: '/track/query',
    permission: 'public',
    summary: `Public tracking of up to ${PUBLIC_TRACKING_MAX} numbers: status, events, last-mile carrier`,
    tags,
    body: schema.object(
      {
        numbers: schema.array(schema.string({ maxLength: TRACKING_NO_MAX_LENGTH })),
        checkKey: schema.string({ maxLength: 64 }),
      },
      ['numbers'],
    ),
    result: returns<PublicTrackingResult[]>(),
  }),
}
