import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { matchMessage } from '../../src/i18n/translate'

/** The sources of what a customer's screens and the partner API answer (staff-only routes are not listed). */
const CUSTOMER_SOURCES = [
  'http/envelope.ts',
  'http/errors.ts',
  'routes/resource-routes.ts',
  'routes/list-excel.ts',
  'routes/order/order-search.ts',
  'routes/bill/customer-bill.ts',
  'routes/customer/customer-center.ts',
  'routes/customer/partner-api.ts',
  'routes/open/open-v1.ts',
  'routes/open/partner-auth.ts',
  'routes/track/public-track.ts',
  'routes/sys/user/user-setting.ts',
  'services/resources/service.ts',
  'services/resources/values.ts',
  'services/resources/scope.ts',
  'services/excel/import-runner.ts',
  'services/partner/api-keys.ts',
  'services/partner/webhook-endpoints.ts',
  'services/partner/push-order.ts',
  'services/partner/outbound-url.ts',
  'services/shopee/import-orders.ts',
  'services/tracking/track-limit.ts',
  'services/auth/password-policy.ts',
]

/** Texts these files answer or refuse with: the message argument of the envelope's helpers and the row checks. */
const MESSAGE_CALL =
  /(?:badRequest|forbidden|conflict|notFound|refuse|RowProblem|OutboundRefused|ImportFormatError|HttpError\(\d+,|ok\([^'`]*?,)\s*\(?\s*(['`])((?:(?!\1)[\s\S])*?)\1/g
const MESSAGE_CONSTANT = /(?:MESSAGE|missingMessage)\s*[:=]\s*(['`])((?:(?!\1).)*?)\1/g

/** The app recognises an expired session by this text (TOKEN_INVALID_MARK) and shows its own words for it. */
const STAY_AS_THEY_ARE = ['Token失效，请重新登录!']

/** A template literal as a text it could produce: each `${…}` one value. */
const sample = (text: string) => text.replace(/\$\{[^}]*\}/g, 'V1')

function messagesOf(file: string): string[] {
  const source = readFileSync(join(import.meta.dirname, '../../src', file), 'utf8')
  return [...source.matchAll(MESSAGE_CALL), ...source.matchAll(MESSAGE_CONSTANT)]
    .map((match) => sample(match[2]!))
    .filter((text) => /[\u4e00-\u9fff]/.test(text))
}

describe("the customer's messages", () => {
  it('are found in the server catalogue, so none reaches an English screen in Chinese', () => {
    const found = CUSTOMER_SOURCES.flatMap(messagesOf)
    expect(found.length).toBeGreaterThan(40)
    expect(found.filter((text) => !matchMessage(text) && !STAY_AS_THEY_ARE.includes(text))).toEqual([])
  })
})
