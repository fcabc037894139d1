import type { Tally } from './harness'
import { leaksIn } from './leaks'
import { CAPTCHA } from './server'

export const API = '/jeecg-boot'
export const DEMO_PASSWORD = '123456'

export interface Envelope<T = unknown> {
  success: boolean
  message: string
  code: number
  result: T
}

export interface Reply<T = unknown> {
  status: number
  headers: Headers
  text: string
  json: Envelope<T> | undefined
  /** What is wrong with any reply: a 5xx, a leak in its body, no answer at all. */
  issues: string[]
}

export interface SendOptions {
  token?: string | null
  query?: Record<string, string>
  /** An object is sent as JSON; a string or FormData as is. */
  body?: unknown
  headers?: Record<string, string>
}

/**
 * How the server refused a call, read as a JeecgBoot client reads it (server README, "Status policy"): under
 * /jeecg-boot a refusal is HTTP 200 with `success:false` and code 510 (no permission) or 500/404 (refused, not
 * found); a missing token is HTTP 401. The partner API, public tracking and stored files keep HTTP statuses (403, 4xx).
 * A 5xx is no refusal but a failure (reported as an issue of the reply); null means the call went through.
 */
export function refusalOf(
  reply: Pick<Reply, 'status' | 'json'>,
): 'unauthorized' | 'forbidden' | 'refused' | null {
  if (reply.status === 401) return 'unauthorized'
  if (reply.status >= 500 || reply.status === 0) return null
  if (reply.status === 403) return 'forbidden'
  if (reply.status >= 400) return 'refused'
  if (reply.json?.success !== false) return null
  if (reply.json.code === 401) return 'unauthorized'
  return reply.json.code === 510 ? 'forbidden' : 'refused'
}

/** The suite's HTTP client: counts every request and status and inspects every reply. */
export class Api {
  constructor(
    readonly base: string,
    private readonly tally: Tally,
  ) {}

  async send<T = unknown>(method: string, path: string, options: SendOptions = {}): Promise<Reply<T>> {
    const url = new URL(`${this.base}${API}${path}`)
    for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.append(name, value)
    const headers: Record<string, string> = { ...options.headers }
    if (options.token) headers['x-access-token'] = options.token
    let body: BodyInit | undefined
    if (typeof options.body === 'string' || options.body instanceof FormData) body = options.body
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body)
      headers['content-type'] ??= 'application/json'
    }
    let response: Response
    try {
      response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(20_000) })
    } catch (error) {
      this.tally.recordStatus(0)
      const reason = error instanceof Error ? error.message : String(error)
      return {
        status: 0,
        headers: new Headers(),
        text: '',
        json: undefined,
        issues: [`no answer: ${reason}`],
      }
    }
    const text = await response.text()
    this.tally.recordStatus(response.status)
    let json: Envelope<T> | undefined
    try {
      json = JSON.parse(text) as Envelope<T>
    } catch {
      json = undefined
    }
    const issues = leaksIn(text)
    if (response.status >= 500) issues.unshift(`status ${response.status}: ${text.slice(0, 200)}`)
    return { status: response.status, headers: response.headers, text, json, issues }
  }

  /** An image captcha drawn for a fresh key and answered (the server fixes its code). */
  async answeredCaptcha(): Promise<{ captcha: string; checkKey: string }> {
    const checkKey = `sec${Date.now()}${Math.random().toString(36).slice(2, 8)}`
    await this.send('GET', `/sys/randomImage/${checkKey}`)
    return { captcha: CAPTCHA, checkKey }
  }

  /** Logs in through the image captcha, as the login page does. */
  async login(username: string, password = DEMO_PASSWORD): Promise<string> {
    const { captcha, checkKey } = await this.answeredCaptcha()
    const reply = await this.send<{ token: string }>('POST', '/sys/login', {
      body: { username, password, captcha, checkKey },
    })
    if (!reply.json?.success) throw new Error(`login ${username}: ${reply.status} ${reply.text}`)
    return reply.json.result.token
  }
}

/** A short description of a request and its answer, for problem lists. */
export const summarize = (method: string, path: string, reply: Reply) =>
  `${method} ${path} -> ${reply.status} ${reply.json?.message ?? reply.text.slice(0, 80)}`
