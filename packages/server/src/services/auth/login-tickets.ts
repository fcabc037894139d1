import { createHash, randomBytes } from 'node:crypto'
import type { KvStore } from '../../stores/kv'

export const LOGIN_TICKET_TTL_MS = 5 * 60_000
const keyFor = (ticket: string) => `login-ticket:${createHash('sha256').update(ticket).digest('hex')}`

/** A one-time ticket the third-party login callback would hand to the browser (no OAuth provider is reachable). */
export async function issueLoginTicket(kv: KvStore, userId: string): Promise<string> {
  const ticket = randomBytes(32).toString('hex')
  await kv.set(keyFor(ticket), userId, LOGIN_TICKET_TTL_MS)
  return ticket
}

/** The user id of a live ticket, spending it; null when unknown, expired or used. */
export function redeemLoginTicket(kv: KvStore, ticket: string): Promise<string | null> {
  return kv.take(keyFor(ticket))
}
