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

/** What to do with a failure, its own texts in the chosen language (`texts`, Chinese by default). */
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
