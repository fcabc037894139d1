import { TOKEN_INVALID_MARK } from '@portico/contract'

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

export function classifyFailure({ status, body, timedOut }: FailureInput): HttpFailure {
  const message = messageOf(body)
  if (message?.includes(TOKEN_INVALID_MARK) && status !== 401) return { kind: 'expired' }
  if (timedOut || status === 504)
    return { kind: 'notify', level: 'error', title: '系统提示', message: '网络超时' }
  switch (status) {
    case 401:
      return { kind: 'unauthorized', message: '未授权，请重新登录' }
    case 403:
      return { kind: 'notify', level: 'error', title: '系统提示', message: '拒绝访问' }
    case 404:
      return { kind: 'notify', level: 'error', title: '系统提示', message: '很抱歉，资源未找到!' }
    case undefined:
      return { kind: 'notify', level: 'error', title: '系统提示', message: message ?? '网络连接失败' }
  }
  if (status >= 400 && status < 500 && isEnvelope(body)) return { kind: 'envelope' }
  return { kind: 'notify', level: 'error', title: '系统提示', message: message ?? `请求失败（${status}）` }
}
