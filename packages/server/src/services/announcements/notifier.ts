import type { Redis } from 'ioredis'

/**
 * What goes to the sockets of one key: a user id for the notice bell, a page id for table sync. An empty `userId` means
 * every connected socket; `except` is the id of a socket that must not receive it (the sender, on whichever instance).
 */
export interface SocketEnvelope {
  userId: string
  message: string
  except?: string
}

export interface SocketLike {
  readonly readyState: number
  send(data: string): void
}

const OPEN = 1

/** The sockets connected to this server instance, by key (user id or page id), each with an optional id. */
export class SocketRegistry {
  private readonly sockets = new Map<string, Map<SocketLike, string | undefined>>()

  add(userId: string, socket: SocketLike, id?: string): () => void {
    const set = this.sockets.get(userId) ?? new Map<SocketLike, string | undefined>()
    set.set(socket, id)
    this.sockets.set(userId, set)
    return () => {
      set.delete(socket)
      if (set.size === 0 && this.sockets.get(userId) === set) this.sockets.delete(userId)
    }
  }

  deliver({ userId, message, except }: SocketEnvelope): void {
    const targets = userId ? [this.sockets.get(userId) ?? new Map()] : [...this.sockets.values()]
    for (const set of targets)
      for (const [socket, id] of set)
        if (socket.readyState === OPEN && (except === undefined || id !== except)) socket.send(message)
  }

  get size(): number {
    return this.sockets.size
  }
}

/** Fans messages out to the sockets of a key (announcements to users, table edits to pages), wherever they are connected. */
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
          this.registry.deliver({
            userId: typeof envelope.userId === 'string' ? envelope.userId : '',
            message: envelope.message,
            except: typeof envelope.except === 'string' ? envelope.except : undefined,
          })
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

/** A Redis notifier on `channel` when Redis is configured, otherwise one that delivers on this instance only. */
export function createNotifier(redis: Redis | undefined, channel: string): Notifier {
  return redis ? new RedisNotifier(redis, channel) : new LocalNotifier()
}
