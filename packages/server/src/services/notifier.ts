import type { Redis } from 'ioredis'

/** What goes to the notice sockets: `userId` empty means every connected user. */
export interface SocketEnvelope {
  userId: string
  message: string
}

export interface SocketLike {
  readonly readyState: number
  send(data: string): void
}

const OPEN = 1

/** The notice sockets connected to this server instance, by user id. */
export class SocketRegistry {
  private readonly sockets = new Map<string, Set<SocketLike>>()

  add(userId: string, socket: SocketLike): () => void {
    const set = this.sockets.get(userId) ?? new Set()
    set.add(socket)
    this.sockets.set(userId, set)
    return () => {
      set.delete(socket)
      if (set.size === 0 && this.sockets.get(userId) === set) this.sockets.delete(userId)
    }
  }

  deliver({ userId, message }: SocketEnvelope): void {
    const targets = userId ? [this.sockets.get(userId) ?? []] : [...this.sockets.values()]
    for (const set of targets) for (const socket of set) if (socket.readyState === OPEN) socket.send(message)
  }

  get size(): number {
    return this.sockets.size
  }
}

/** Fans announcement pushes out to users' sockets, wherever they are connected. */
export interface Notifier {
  readonly registry: SocketRegistry
  publish(envelope: SocketEnvelope): Promise<void>
  close(): Promise<void>
}

export class LocalNotifier implements Notifier {
  readonly registry = new SocketRegistry()

  async publish(envelope: SocketEnvelope): Promise<void> {
    this.registry.deliver(envelope)
  }

  async close(): Promise<void> {}
}

/** Redis pub/sub: every instance subscribes to one channel and delivers to its own sockets. */
export class RedisNotifier implements Notifier {
  readonly registry = new SocketRegistry()
  private readonly subscriber: Redis
  private readonly ready: Promise<unknown>

  constructor(
    private readonly publisher: Redis,
    readonly channel: string,
    onError: (error: unknown) => void = () => {},
  ) {
    this.subscriber = publisher.duplicate()
    this.subscriber.on('message', (received: string, raw: string) => {
      if (received !== channel) return
      try {
        const envelope = JSON.parse(raw) as SocketEnvelope
        if (typeof envelope.message === 'string')
          this.registry.deliver({ ...envelope, userId: envelope.userId ?? '' })
      } catch (error) {
        onError(error)
      }
    })
    this.ready = this.subscriber.subscribe(channel)
  }

  /** Resolves once the subscription is active (tests, startup). */
  whenReady(): Promise<unknown> {
    return this.ready
  }

  async publish(envelope: SocketEnvelope): Promise<void> {
    await this.publisher.publish(this.channel, JSON.stringify(envelope))
  }

  async close(): Promise<void> {
    await this.subscriber.quit().catch(() => {})
  }
}
