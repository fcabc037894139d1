import { NOTICE_HEARTBEAT, type NoticeSocketMessage } from '@portico/contract'
import { type ClientSocket, openClientSocket } from '@portico/ui'

/** Spec §7, §9: the client sends HeartBeat every 20 s and reconnects 5 s after a close or an error. */
export const HEARTBEAT_MS = 20_000
export const RECONNECT_MS = 5_000

export interface NoticeSocketOptions {
  /** ws:// or wss:// url of `/websocket/{userId}`. */
  url: string
  /** Sent as the sub-protocol, as JeecgBoot 3 clients do (browsers cannot set headers on a websocket). */
  token: string
  onMessage: (message: NoticeSocketMessage) => void
  createSocket?: (url: string, protocol: string) => ClientSocket
  timers?: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval'>
}

const OPEN = 1

/** The notice bell's websocket: heartbeat, reconnect, and JSON messages with a `cmd`. */
export function connectNoticeSocket(options: NoticeSocketOptions): { close(): void } {
  const timers = options.timers ?? globalThis
  const create = options.createSocket ?? openClientSocket
  let socket: ClientSocket | null = null
  let heartbeat: ReturnType<typeof setInterval> | undefined
  let reconnect: ReturnType<typeof setTimeout> | undefined
  let closed = false

  function scheduleReconnect() {
    if (heartbeat !== undefined) timers.clearInterval(heartbeat)
    heartbeat = undefined
    if (closed || reconnect !== undefined) return
    reconnect = timers.setTimeout(() => {
      reconnect = undefined
      open()
    }, RECONNECT_MS)
  }

  function open() {
    if (closed) return
    const current = create(options.url, options.token)
    socket = current
    current.onopen = () => {
      heartbeat = timers.setInterval(() => {
        if (current.readyState === OPEN) current.send(NOTICE_HEARTBEAT)
      }, HEARTBEAT_MS)
    }
    current.onmessage = (event) => {
      if (typeof event.data !== 'string') return
      try {
        const message = JSON.parse(event.data) as NoticeSocketMessage
        if (message && typeof message.cmd === 'string') options.onMessage(message)
      } catch {
        // Not JSON: nothing the bell understands.
      }
    }
    current.onerror = () => scheduleReconnect()
    current.onclose = () => scheduleReconnect()
  }

  open()
  return {
    close() {
      closed = true
      if (heartbeat !== undefined) timers.clearInterval(heartbeat)
      if (reconnect !== undefined) timers.clearTimeout(reconnect)
      socket?.close()
    },
  }
}
