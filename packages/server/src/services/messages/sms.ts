import { randomInt, timingSafeEqual } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { badRequest, HttpError } from '../../http/envelope'
import type { KvStore } from '../../stores/kv'

/** Sends verification codes and (消息管理) whole texts to a phone; a refusal rejects with the gateway's reason. */
export interface SmsProvider {
  send(mobile: string, code: string): Promise<void>
  /** Resolves with a note on the delivery for the message record, if any. */
  sendText(mobile: string, text: string): Promise<string | undefined>
}

/** Default provider: no SMS gateway; the code goes to the server log and a small in-memory outbox. */
export class LogSmsProvider implements SmsProvider {
  private readonly latest = new Map<string, string>()

  constructor(private readonly log: () => FastifyBaseLogger | undefined) {}

  async send(mobile: string, code: string): Promise<void> {
    this.log()?.info({ mobile, code }, 'sms code')
    this.latest.delete(mobile)
    this.latest.set(mobile, code)
    // Keep the outbox small.
    if (this.latest.size > 1000) this.latest.delete(this.latest.keys().next().value as string)
  }

  async sendText(mobile: string, text: string): Promise<string> {
    this.log()?.info({ mobile, length: text.length }, 'sms text')
    this.texts.push({ mobile, text })
    if (this.texts.length > 100) this.texts.shift()
    return '未接短信网关：短信已记入服务器日志'
  }

  /** The texts this instance sent, oldest first (tests). */
  readonly texts: { mobile: string; text: string }[] = []

  /** The last code sent to a phone by this server instance (tests, e2e). */
  last(mobile: string): string | undefined {
    return this.latest.get(mobile)
  }
}

export type SmsPurpose =
  | 'login'
  | 'register'
  | 'forgot'
  | 'recruit-register'
  | 'recruit-reset'
  | 'recruit-old-phone'
  | 'recruit-new-phone'

export const SMS_CODE_TTL_MS = 10 * 60_000
export const SMS_RESEND_MS = 60_000
export const SMS_DAILY_LIMIT = 10
/** Codes one client address may request per hour, across all phones. */
export const SMS_HOURLY_LIMIT_PER_IP = 30
const MAX_WRONG_GUESSES = 5

const codeKey = (purpose: SmsPurpose, mobile: string) => `sms:${purpose}:${mobile}`

function sameCode(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** Issues and checks 6-digit SMS codes kept in the kv store (10 minutes, one-time). */
export class SmsService {
  constructor(
    private readonly kv: KvStore,
    readonly provider: SmsProvider,
  ) {}

  /**
   * Counts the request against every limit, then sends a code unless `deliver` is false: callers answer alike
   * whether or not the phone has an account, so the limits come first and the same either way.
   */
  async issue(purpose: SmsPurpose, mobile: string, ip: string, { deliver = true } = {}): Promise<void> {
    if ((await this.kv.incr(`sms-ip:${ip}`, 3600_000)) > SMS_HOURLY_LIMIT_PER_IP) {
      throw new HttpError(429, '短信发送过于频繁，请稍后再试')
    }
    const resendKey = `sms-resend:${mobile}`
    if ((await this.kv.incr(resendKey, SMS_RESEND_MS)) > 1) {
      throw new HttpError(429, '验证码10分钟内，仍然有效！')
    }
    if ((await this.kv.incr(`sms-day:${mobile}`, 24 * 3600_000)) > SMS_DAILY_LIMIT) {
      throw new HttpError(429, '今日短信发送次数已达上限，请明天再试')
    }
    if (!deliver) return
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    await this.kv.set(codeKey(purpose, mobile), code, SMS_CODE_TTL_MS)
    await this.kv.del(`sms-wrong:${purpose}:${mobile}`)
    await this.provider.send(mobile, code)
  }

  /**
   * Spends the code when it matches; a wrong guess counts, and the fifth one voids the code. `spend: false` only
   * checks it (a flow that may still refuse for another reason consumes it after that check).
   */
  async consume(
    purpose: SmsPurpose,
    mobile: string,
    code: string | undefined,
    { spend = true } = {},
  ): Promise<void> {
    const key = codeKey(purpose, mobile)
    const stored = await this.kv.get(key)
    if (!code || !stored || !sameCode(stored, code)) {
      if (
        stored &&
        (await this.kv.incr(`sms-wrong:${purpose}:${mobile}`, SMS_CODE_TTL_MS)) >= MAX_WRONG_GUESSES
      )
        await this.kv.del(key)
      throw badRequest('手机验证码错误')
    }
    if (!spend) return
    // take() makes the code one-time even when two requests race.
    const taken = await this.kv.take(key)
    if (taken === null || !sameCode(taken, code)) throw badRequest('手机验证码错误')
  }
}
