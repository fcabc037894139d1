import type { ClientSocket } from '../http/clientSocket'

/** A ClientSocket for unit tests: records what is sent; opens, receives and closes when the test says so. */
export class FakeClientSocket implements ClientSocket {
  readyState = 0
  /** The texts sent, in order. */
  readonly sent: string[] = []
  closed = false
  onopen: ClientSocket['onopen'] = null
  onmessage: ClientSocket['onmessage'] = null
  onclose: ClientSocket['onclose'] = null
  onerror: ClientSocket['onerror'] = null

  constructor(
    readonly url: string,
    readonly protocol: string,
  ) {}

  send(data: string) {
    this.sent.push(data)
  }

  /** The texts sent, each parsed as JSON. */
  sentJson(): unknown[] {
    return this.sent.map((data) => JSON.parse(data))
  }

  close() {
    this.closed = true
    this.readyState = 3
  }

  open() {
    this.readyState = 1
    this.onopen?.({})
  }

  /** A message from the server: text as is, anything else as JSON. */
  receive(message: unknown) {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) })
  }
}
