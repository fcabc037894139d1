import { type PublicTrackingRefusal, type PublicTrackingResult, trackActions } from '@portico/contract'
import { callAction, resultOf } from '../../api/callAction'
import { http } from '../../api/http'

export type TrackOutcome =
  | { kind: 'results'; results: PublicTrackingResult[] }
  | { kind: 'captcha' }
  | { kind: 'tooOften' }
  | { kind: 'failed' }

/** One public query; a refusal that asks for the slider comes back as `captcha`. */
export async function trackNumbers(numbers: string[], checkKey?: string): Promise<TrackOutcome> {
  const reply = await callAction(http, trackActions.query, {
    body: { numbers, ...(checkKey ? { checkKey } : {}) },
  })
  if (reply.success) return { kind: 'results', results: reply.result as PublicTrackingResult[] }
  if ((reply.result as PublicTrackingRefusal | null)?.captchaRequired) return { kind: 'captcha' }
  return { kind: reply.code === 429 ? 'tooOften' : 'failed' }
}

export async function trackChallenge(): Promise<string> {
  return (await resultOf(http, trackActions.challenge)).checkKey
}
