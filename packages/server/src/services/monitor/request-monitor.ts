import type { TracedRequest } from '@portico/contract'

export type { TracedRequest }

export const TRACE_CAPACITY = 1000
/** Seconds of per-second counters kept for rates and the live throughput chart. */
const WINDOW_SECONDS = 120

interface SecondBucket {
  second: number
  requests: number
  errors: number
}

/**
 * What this process has served: a ring buffer of the last 1,000 requests, per-second counters and status
 * counts since start. In memory and per instance by design (each instance reports its own figures).
 */
export class RequestMonitor {
  private readonly ring: (TracedRequest | undefined)[] = new Array(TRACE_CAPACITY)
  private next = 0
  private seq = 0
  private readonly buckets: SecondBucket[] = []
  readonly statusCounts: Record<string, number> = {}
  total = 0
  openConnections = 0
  readonly startedAt = Date.now()

  record(entry: Omit<TracedRequest, 'id'>): void {
    this.seq += 1
    this.ring[this.next] = { id: this.seq, ...entry }
    this.next = (this.next + 1) % TRACE_CAPACITY
    this.total += 1
    const code = String(entry.status)
    this.statusCounts[code] = (this.statusCounts[code] ?? 0) + 1
    const bucket = this.bucketAt(Math.floor(entry.time / 1000))
    bucket.requests += 1
    if (entry.status >= 500) bucket.errors += 1
  }

  private bucketAt(second: number): SecondBucket {
    const last = this.buckets.at(-1)
    if (last?.second === second) return last
    const bucket = { second, requests: 0, errors: 0 }
    this.buckets.push(bucket)
    while (this.buckets.length > 0 && this.buckets[0]!.second <= second - WINDOW_SECONDS) this.buckets.shift()
    return bucket
  }

  /** Newest first. */
  traces(): TracedRequest[] {
    const out: TracedRequest[] = []
    for (let i = 1; i <= TRACE_CAPACITY; i++) {
      const entry = this.ring[(this.next - i + TRACE_CAPACITY) % TRACE_CAPACITY]
      if (!entry) break
      out.push(entry)
    }
    return out
  }

  /** Requests and 5xx errors per second over the last `seconds` (oldest first, missing seconds as 0). */
  perSecond(seconds: number, now = Date.now()): { time: number; requests: number; errors: number }[] {
    const end = Math.floor(now / 1000)
    const byId = new Map(this.buckets.map((b) => [b.second, b]))
    const out: { time: number; requests: number; errors: number }[] = []
    for (let second = end - seconds + 1; second <= end; second++) {
      const bucket = byId.get(second)
      out.push({ time: second * 1000, requests: bucket?.requests ?? 0, errors: bucket?.errors ?? 0 })
    }
    return out
  }

  /** Latency percentiles (ms) over the requests in the ring buffer. */
  latency(): {
    count: number
    p50: number | null
    p90: number | null
    p99: number | null
    max: number | null
  } {
    const durations = this.traces()
      .map((t) => t.durationMs)
      .sort((a, b) => a - b)
    const pick = (q: number) =>
      durations.length
        ? durations[Math.min(durations.length - 1, Math.ceil(q * durations.length) - 1)]!
        : null
    return {
      count: durations.length,
      p50: pick(0.5),
      p90: pick(0.9),
      p99: pick(0.99),
      max: durations.at(-1) ?? null,
    }
  }
}
