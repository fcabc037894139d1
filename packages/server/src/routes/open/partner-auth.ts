import { and, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { partnerApiKey } from '../../db/schema'
import type { Deps } from '../../deps'
import { HttpError } from '../../http/envelope'
import { isPartnerPermission, type PartnerScope } from '../../services/partner/catalog'
import { sameSignature, signRequest } from '../../services/partner/signature'

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key a partner API request was signed with. */
    partner: { keyId: string; customerId: number; scopes: PartnerScope[] } | null
  }
}

/** How far a request's X-Timestamp may be from the server's clock, either way. */
export const SIGNATURE_WINDOW_MS = 5 * 60_000

const header = (request: FastifyRequest, name: string): string => {
  const value = request.headers[name]
  return ((Array.isArray(value) ? value[0] : value) ?? '').trim()
}

const refuse = (message: string) => new HttpError(401, message)

/**
 * Checks every partner API request before its handler: a live key (X-Api-Key), an X-Timestamp within 5 minutes, an
 * X-Signature (HMAC-SHA256 with the key's secret, see signature.ts) that matches and was never used before, and the
 * route's scope among the key's. Then the request acts for the key's customer only.
 */
export function installPartnerAuth(app: FastifyInstance, deps: Deps, now: () => number = Date.now): void {
  app.decorateRequest('partner', null)
  app.addHook('preValidation', async (request) => {
    const permission = request.routeOptions.config.permission
    if (!isPartnerPermission(permission)) return
    const keyId = header(request, 'x-api-key')
    const timestamp = header(request, 'x-timestamp')
    const signature = header(request, 'x-signature')
    if (!keyId || !timestamp || !signature)
      throw refuse('缺少签名请求头 X-Api-Key、X-Timestamp、X-Signature (missing signature headers)')
    const [key] = await deps.db
      .select()
      .from(partnerApiKey)
      .where(and(eq(partnerApiKey.id, keyId.slice(0, 40)), eq(partnerApiKey.status, '1')))
    if (!key) throw refuse('API密钥无效或已吊销 (unknown or revoked API key)')
    const seconds = Number(timestamp)
    if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now() - seconds * 1000) > SIGNATURE_WINDOW_MS)
      throw refuse('X-Timestamp 须为当前时间5分钟内的Unix秒数 (timestamp outside the 5-minute window)')
    const expected = signRequest(deps.dataSourceSecrets.open(key.secretSealed), {
      method: request.method,
      path: request.url,
      timestamp,
      nonce: header(request, 'x-nonce'),
      body: request.rawBody ?? '',
    })
    if (!sameSignature(expected, signature)) throw refuse('签名不正确 (signature does not match)')
    // Once per signature: a replayed request within the window is refused (the store forgets it after the window).
    if ((await deps.kv.incr(`partner-signature:${expected}`, 2 * SIGNATURE_WINDOW_MS)) !== 1)
      throw refuse('该签名已使用过，请求不能重放 (signature already used)')
    const scopes = key.scopes.split(',') as PartnerScope[]
    const scope = String(permission).slice('partner:'.length) as PartnerScope
    if (!scopes.includes(scope)) throw new HttpError(403, `该API密钥没有 ${scope} 权限 (scope missing)`)
    request.partner = { keyId: key.id, customerId: key.customerId, scopes }
    await deps.db
      .update(partnerApiKey)
      .set({ lastUsedTime: new Date(now()) })
      .where(eq(partnerApiKey.id, key.id))
  })
}
