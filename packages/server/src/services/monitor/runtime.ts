import {
  type EventLoopUtilization,
  monitorEventLoopDelay,
  PerformanceObserver,
  performance,
} from 'node:perf_hooks'
import type { RuntimeSample } from '@portico/contract'

export type { RuntimeSample }

export const SAMPLE_INTERVAL_MS = 5000
const HISTORY = 60

const nanosToMs = (value: number) => (Number.isFinite(value) && value > 0 ? value / 1e6 : null)

/**
 * Samples this Node process every 5 s (kept for 5 minutes): memory, event-loop delay and utilisation, garbage
 * collections and active handles. Started with the server and stopped when it closes.
 */
export class RuntimeSampler {
  private readonly delay = monitorEventLoopDelay({ resolution: 20 })
  private lastElu: EventLoopUtilization = performance.eventLoopUtilization()
  private gcCount = 0
  private gcPauseMs = 0
  private gcMaxPauseMs = 0
  private readonly gcObserver: PerformanceObserver | null
  private timer: NodeJS.Timeout | null = null
  readonly history: RuntimeSample[] = []

  constructor() {
    this.delay.enable()
    let observer: PerformanceObserver | null = null
    try {
      observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          this.gcCount += 1
          this.gcPauseMs += entry.duration
          this.gcMaxPauseMs = Math.max(this.gcMaxPauseMs, entry.duration)
        }
      })
      observer.observe({ entryTypes: ['gc'] })
    } catch {
      observer = null // no gc entries on this runtime: the GC figures stay at 0 and say so (gcObserved false)
    }
    this.gcObserver = observer
  }

  get gcObserved(): boolean {
    return this.gcObserver !== null
  }

  /** Garbage collections since start: how many, their summed and their longest pause (ms). */
  get gc(): { count: number; totalPauseMs: number; maxPauseMs: number } {
    return { count: this.gcCount, totalPauseMs: this.gcPauseMs, maxPauseMs: this.gcMaxPauseMs }
  }

  start(): void {
    this.sample()
    this.timer = setInterval(() => this.sample(), SAMPLE_INTERVAL_MS)
    this.timer.unref()
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer)
    this.delay.disable()
    this.gcObserver?.disconnect()
  }

  /** Takes a sample now (also what the timer does), appends it to the history and returns it. */
  sample(): RuntimeSample {
    const memory = process.memoryUsage()
    const elu = performance.eventLoopUtilization(this.lastElu)
    this.lastElu = performance.eventLoopUtilization()
    const handles: Record<string, number> = {}
    for (const kind of process.getActiveResourcesInfo()) handles[kind] = (handles[kind] ?? 0) + 1
    const sample: RuntimeSample = {
      time: Date.now(),
      heapUsed: memory.heapUsed,
      heapTotal: memory.heapTotal,
      rss: memory.rss,
      external: memory.external,
      arrayBuffers: memory.arrayBuffers,
      loopDelayMean: nanosToMs(this.delay.mean),
      loopDelayP99: nanosToMs(this.delay.percentile(99)),
      loopDelayMax: nanosToMs(this.delay.max),
      loopUtilization: elu.utilization,
      gcCount: this.gcCount,
      gcPauseMs: Math.round(this.gcPauseMs * 10) / 10,
      handles,
    }
    this.delay.reset()
    this.history.push(sample)
    if (this.history.length > HISTORY) this.history.shift()
    return sample
  }
}
