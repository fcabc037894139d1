import type { PublicTrackingResult } from '@portico/contract'
import { HttpResponse, http } from 'msw'
import { api, ok } from './handlers'

/** A parcel delivered in Tokyo: events in Shenzhen's and Tokyo's local time, the last mile by the overseas agent. */
export const deliveredToTokyo: PublicTrackingResult = {
  trackingNo: 'EA100000027CN',
  status: '7',
  lastMile: {
    carrier: '成田国際通関株式会社',
    carrierEn: 'Narita International Customs Brokerage',
    trackingNo: null,
  },
  events: [
    {
      eventCode: 'IN_STORE',
      eventTime: '2026-11-20T02:15:00.000Z',
      timeZone: 'Asia/Shanghai',
      localTime: '2026-11-20 10:15:00',
      utcOffset: '+08:00',
      location: '深圳',
      locationEn: 'Shenzhen',
      descriptionCn: '包裹已到达处理中心并完成入库',
      descriptionEn: 'Arrived at the processing centre',
    },
    {
      eventCode: 'ARRIVED',
      eventTime: '2026-11-22T01:40:00.000Z',
      timeZone: 'Asia/Tokyo',
      localTime: '2026-11-22 10:40:00',
      utcOffset: '+09:00',
      location: 'Tokyo',
      locationEn: 'Tokyo',
      descriptionCn: '已到达目的国',
      descriptionEn: 'Arrived in the destination country',
    },
    {
      eventCode: 'DELIVERED',
      eventTime: '2026-11-23T06:05:00.000Z',
      timeZone: 'Asia/Tokyo',
      localTime: '2026-11-23 15:05:00',
      utcOffset: '+09:00',
      location: 'Tokyo',
      locationEn: 'Tokyo',
      descriptionCn: '已签收',
      descriptionEn: 'Delivered',
    },
  ],
}

const notScanned = (trackingNo: string): PublicTrackingResult => ({
  trackingNo,
  status: null,
  events: [],
  lastMile: null,
})

/**
 * `/track/query` and `/track/challenge` for stories: the Tokyo parcel by its number, any other number not scanned.
 * `burst` queries pass; the next ones need the key of an issued challenge.
 */
export function trackMock({ burst = Number.POSITIVE_INFINITY } = {}) {
  let queries = 0
  const issued = new Set<string>()
  return {
    reset() {
      queries = 0
      issued.clear()
    },
    handlers: [
      http.get(api('/track/challenge'), () => {
        const checkKey = `challenge-${issued.size + 1}`
        issued.add(checkKey)
        return ok({ checkKey })
      }),
      http.post(api('/track/query'), async ({ request }) => {
        const body = (await request.json()) as { numbers: string[]; checkKey?: string }
        queries++
        if (queries > burst) {
          if (!body.checkKey || !issued.delete(body.checkKey)) {
            return HttpResponse.json(
              {
                success: false,
                code: 429,
                message: '查询过于频繁，请先完成滑块验证',
                result: { captchaRequired: true },
              },
              { status: 429 },
            )
          }
          queries = 1
        }
        return ok(
          body.numbers.map((n) => (n === deliveredToTokyo.trackingNo ? deliveredToTokyo : notScanned(n))),
        )
      }),
    ],
  }
}
