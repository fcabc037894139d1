import { randomUUID } from 'node:crypto'
import { HttpError } from '../../http/envelope'
import type { KvStore } from '../../stores/kv'

export interface TrackRateLimit {
  /** Queries one address may make within `windowMs` before it must pass the slider captcha. */
  burst: number
  windowMs: number
  /** Queries one address may make within an hour at all, captcha or not. */
  maxPerHour: number
  /** A slider passed faster than this after its challenge was issued is not a person's (ms). */
  minSolveMs: number
}

export const DEFAULT_TRACK_RATE_LIMIT: TrackRateLimit = {
  burst: 10,
  windowMs: 60_000,
  maxPerHour: 300,
  minSolveMs: 400,
}

const CHALLENGE_TTL_MS = 2 * 60_000
const HOUR_MS = 60 * 60_000
const challengeKey = (checkKey: string) => `track-challenge:${checkKey}`

export const CAPTCHA_REQUIRED_MESSAGE = '查询过于频繁，请先完成滑块验证'
export const TOO_MANY_MESSAGE = '查询过于频繁，请稍后再试'

/** Issues a one-time slider challenge (2 minutes) and remembers when. */
export async function issueTrackChallenge(kv: KvStore): Promise<string> {
  const checkKey = randomUUID()
  await kv.set(challengeKey(checkKey), String(Date.now()), CHALLENGE_TTL_MS)
  return checkKey
}

/** Spends the challenge: true when it was issued here, not used before, and passed no faster than a person can. */
async function challengePassed(kv: KvStore, limit: TrackRateLimit, checkKey: string | undefined) {
  if (!checkKey) return false
  const issued = Number(await kv.take(challengeKey(checkKey)))
  return issued > 0 && Date.now() - issued >= limit.minSolveMs
}

/**
 * Counts a query of `address`: past the hourly ceiling it is refused outright; past the burst it is refused with
 * `{captchaRequired: true}` unless it carries a passed challenge, which starts a new burst.
 */
export async function countTrackQuery(
  kv: KvStore,
  limit: TrackRateLimit,
  address: string,
  checkKey: string | undefined,
): Promise<void> {
  if ((await kv.incr(`track-hour:${address}`, HOUR_MS)) > limit.maxPerHour) {
    throw new HttpError(429, TOO_MANY_MESSAGE)
  }
  const burstKey = `track-burst:${address}`
  if ((await kv.incr(burstKey, limit.windowMs)) <= limit.burst) return
  if (!(await challengePassed(kv, limit, checkKey))) {
    throw new HttpError(429, CAPTCHA_REQUIRED_MESSAGE, { captchaRequired: true })
  }
  await kv.del(burstKey)
  await kv.incr(burstKey, limit.windowMs)
}
