import type { Envelope, PublicTrackingRefusal, PublicTrackingResult } from '@portico/contract'
import { http } from '../../api/http'

export type TrackOutcome =
  | { kind: 'results'; results: PublicTrackingResult[] }
  | { kind: 'captcha' }
  | { kind: 'tooOften' }
  | { kind: 'failed' }

/** One public query; a refusal that asks for the slider comes back as `captcha`. */
export async function trackNumbers(numbers: string[], checkKey?: string): Promise<TrackOutcome> {
  const reply = await http.post<PublicTrackingResult[] | PublicTrackingRefusal>('/track/query', {
    numbers,
    ...(checkKey ? { checkKey } : {}),
  })
  if (reply.success) return { kind: 'results', results: reply.result as PublicTrackingResult[] }
  if ((reply.result as PublicTrackingRefusal | null)?.captchaRequired) return { kind: 'captcha' }
  return { kind: reply.code === 429 ? 'tooOften' : 'failed' }
}

export async function trackChallenge(): Promise<string> {
  const reply: Envelope<{ checkKey: string }> = await http.get('/track/challenge')
  if (!reply.success || !reply.result) throw reply
  return reply.result.checkKey
}
