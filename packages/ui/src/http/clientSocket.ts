/** What Portico's websocket clients use of a browser WebSocket; tests give them fakes. */
export interface ClientSocket {
  readonly readyState: number
  onopen: ((event: unknown) => void) | null
  onmessage: ((event: { data: unknown }) => void) | null
  onclose: ((event: unknown) => void) | null
  onerror: ((event: unknown) => void) | null
  send(data: string): void
  close(): void
}

/** A browser WebSocket with `protocol` as its sub-protocol: the token, since browsers cannot set its headers. */
export const openClientSocket = (url: string, protocol: string): ClientSocket =>
  new WebSocket(url, protocol) as ClientSocket
