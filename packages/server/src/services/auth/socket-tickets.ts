import { createHash, randomBytes } from 'node:crypto'
import type { KvStore } from '../../stores/kv'

/** Long enough to open the socket right after asking; a ticket is spent by its first use. */
export const SOCKET_TICKET_TTL_MS = 30_000

const keyFor = (ticket: string) => `socket-ticket:${createHash('sha256').update(ticket).digest('hex')}`

/** A single-use ticket for a websocket handshake (`?ticket=`), so no session token ever travels in a URL. */
export async function issueSocketTicket(kv: KvStore, userId: string): Promise<string> {
  const ticket = randomBytes(32).toString('hex')
  await kv.set(keyFor(ticket), userId, SOCKET_TICKET_TTL_MS)
  return ticket
}

/** The user the ticket was issued to, once; null for an unknown, spent or expired ticket. */
export const takeSocketTicket = (kv: KvStore, ticket: string) => kv.take(keyFor(ticket))
