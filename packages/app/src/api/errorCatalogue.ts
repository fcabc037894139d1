import { TOKEN_INVALID_MARK } from '@portico/contract'
import { CHINESE_TEXTS, type Texts } from '../i18n/i18n'

/** What the shell does for a failed request (spec §8 error catalogue). */
export type HttpFailure =
  | { kind: 'notify'; level: 'error' | 'warning'; title?: string; message: string }
  | { kind: 'unauthorized'; message: string }
  | { kind: 'expired' }
  /** Bad input the caller shows itself (the promise resolves with the server's envelope). */
  | { kind: 'envelope' }

interface FailureInput {
  status?: number
  /** The response body, already parsed when it was JSON. */
  body?: unknown
  timedOut?: boolean
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message?: unknown }).message
    return typeof message === 'string' ? message : undefined
  }
  return undefined
}

function isEnvelope(body: unknown): boolean {
  return Boolean(body && typeof body === 'object' && 'success' in body && 'message' in body)
}

/** JeecgBoot's codes for a refusal answered HTTP 200 (server README, "Status policy"). */
export const REFUSAL_CODE = { refused: 500, noPermission: 510, unknownPath: 404 } as const

/** The envelope's code when `body` is a refusal (`success: false`), else undefined. */
export function refusalCodeOf(body: unknown): number | undefined {
  if (!isEnvelope(body) || (body as { success?: unknown }).success !== false) return undefined
  const code = (body as { code?: unknown }).code
  return typeof code === 'number' ? code : REFUSAL_CODE.refused
}

/** A refusal answered HTTP 200: the caller shows a refused call's message; no permission and unknown paths notify. */
function classifyRefusal(code: number, message: string | undefined, t: Texts['t']): HttpFailure {
  if (code === REFUSAL_CODE.noPermission)
    return {
      kind: 'notify',
      level: 'warning',
      title: t('http.title'),
      message: message || t('http.noPermission'),
    }
  if (code === REFUSAL_CODE.unknownPath)
    return { kind: 'notify', level: 'error', title: t('http.title'), message: t('http.notFound') }
  return { kind: 'envelope' }
}

/**
 * What a failed call means for the shell: a refusal arrives as HTTP 200 with `success:false` and the outcome in the
 * envelope's code (500 refused, 510 no permission, 404 unknown path); HTTP statuses remain for a missing token (401),
 * rate limits, server errors and the APIs that keep them (public tracking, stored files).
 */
export function classifyFailure(
  { status, body, timedOut }: FailureInput,
  { t }: Pick<Texts, 't'> = CHINESE_TEXTS,
): HttpFailure {
  const message = messageOf(body)
  const notify = (text: string): HttpFailure => ({
    kind: 'notify',
    level: 'error',
    title: t('http.title'),
    message: text,
  })
  if (message?.includes(TOKEN_INVALID_MARK) && status !== 401) return { kind: 'expired' }
  const refusal = status !== undefined && status < 300 ? refusalCodeOf(body) : undefined
  if (refusal !== undefined) return classifyRefusal(refusal, message, t)
  if (timedOut || status === 504) return notify(t('http.timeout'))
  switch (status) {
    case 401:
      return { kind: 'unauthorized', message: t('http.unauthorized') }
    case 403:
      return notify(t('http.forbidden'))
    case 404:
      return notify(t('http.notFound'))
    case undefined:
      return notify(message ?? t('http.offline'))
  }
  if (status >= 400 && status < 500 && isEnvelope(body)) return { kind: 'envelope' }
  return notify(message ?? t('http.failed', { status }))
}
