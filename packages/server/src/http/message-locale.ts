import type { FastifyInstance } from 'fastify'
import { localeOf, type ServerLocale } from '../i18n/locale'
import { translateMessage } from '../i18n/translate'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

const translated = (value: unknown, locale: ServerLocale) =>
  typeof value === 'string' ? translateMessage(value, locale) : value

/** An import's `msg` and each field's message in `errors`; any other result as it is. */
function localizeResult(result: unknown, locale: ServerLocale): unknown {
  if (!isRecord(result) || (typeof result.msg !== 'string' && !isRecord(result.errors))) return result
  const copy: Record<string, unknown> = { ...result }
  if (typeof result.msg === 'string') copy.msg = translateMessage(result.msg, locale)
  if (isRecord(result.errors))
    copy.errors = Object.fromEntries(
      Object.entries(result.errors).map(([field, text]) => [field, translated(text, locale)]),
    )
  return copy
}

/**
 * The envelope's texts in the request's language: its `message`, an import's `result.msg` and each field's message in
 * `result.errors`. Only a request asking for English (`Accept-Language`, sent by the app and the partner's client)
 * is touched; the rest leave exactly as the JeecgBoot wire has them.
 */
export function localizeEnvelope(payload: unknown, locale: ServerLocale): unknown {
  if (
    locale === 'zh-CN' ||
    !isRecord(payload) ||
    typeof payload.message !== 'string' ||
    !('success' in payload)
  )
    return payload
  return {
    ...payload,
    message: translateMessage(payload.message, locale),
    result: localizeResult(payload.result, locale),
  }
}

export function installMessageLocale(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const locale = localeOf(request.headers['accept-language'])
    if (locale === 'en') reply.header('Content-Language', 'en')
    return localizeEnvelope(payload, locale)
  })
}
