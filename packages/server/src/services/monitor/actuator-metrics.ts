import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import { getHeapSpaceStatistics, getHeapStatistics } from 'node:v8'
import type { SessionStore } from '../auth/sessions'
import type { CpuMeter } from './cpu-usage'
import type { RuntimeSampler } from './runtime'

export type Statistic = 'VALUE' | 'COUNT' | 'TOTAL_TIME' | 'MAX'

export interface Measurement {
  statistic: Statistic
  value: number
}

/** Spring Boot actuator's answer for one metric (GET /actuator/metrics/{name}). */
export interface ActuatorMetric {
  name: string
  description: string
  baseUnit: string | null
  measurements: Measurement[]
  availableTags: { tag: string; values: string[] }[]
}

/** Which monitor screen's permission a metric belongs to. */
export type MetricView = 'runtime' | 'system' | 'http'

export interface MetricSources {
  runtime: RuntimeSampler
  cpu: CpuMeter
  sessions: SessionMeter
}

interface MetricDefinition {
  view: MetricView
  description: string
  baseUnit: string | null
  measure(sources: MetricSources): Measurement[] | Promise<Measurement[]>
}

const value = (n: number): Measurement[] => [{ statistic: 'VALUE', value: n }]
const requireCache = () => createRequire(import.meta.url).cache

/** V8's old generation (long-lived objects): what a JVM calls its old-gen pool. */
function oldSpace(): { used: number; limit: number } {
  const old = getHeapSpaceStatistics().find((space) => space.space_name === 'old_space')
  return {
    used: old?.space_used_size ?? 0,
    limit: (old?.space_used_size ?? 0) + (old?.space_available_size ?? 0),
  }
}

/** OS threads of this process (Linux /proc); elsewhere the main thread and libuv's pool. */
function threadCount(): number {
  try {
    const match = /^Threads:\s+(\d+)/m.exec(readFileSync('/proc/self/status', 'utf8'))
    if (match) return Number(match[1])
  } catch {
    // not Linux
  }
  return 1 + Number(process.env.UV_THREADPOOL_SIZE ?? 4)
}

let peakThreads = 0
function liveThreads(): number {
  const live = threadCount()
  peakThreads = Math.max(peakThreads, live)
  return live
}

/** Session figures over every kind of session this server issues (staff, interviewees). */
export class SessionMeter {
  private peak = 0

  constructor(private readonly stores: SessionStore[]) {}

  async figures(): Promise<{ active: number; created: number; ended: number; peak: number }> {
    const counts = await Promise.all(this.stores.map((store) => store.activeCount()))
    const active = counts.reduce((a, b) => a + b, 0)
    this.peak = Math.max(this.peak, active)
    const sum = (pick: (store: SessionStore) => number) => this.stores.reduce((n, s) => n + pick(s), 0)
    return {
      active,
      created: sum((s) => s.counts.created),
      ended: sum((s) => s.counts.ended),
      peak: this.peak,
    }
  }
}

/**
 * The metrics the JeecgBoot Vue2 client's monitor screens read (JvmInfo, SystemInfo, TomcatInfo), under Spring
 * Boot's names, measured on this Node process: the JVM heap is V8's heap, JVM threads are the process's OS threads,
 * Tomcat sessions are this server's sign-in sessions. Each description says what the figure is here.
 */
export const ACTUATOR_METRICS: Record<string, MetricDefinition> = {
  'jvm.memory.max': {
    view: 'runtime',
    description: 'V8 heap size limit',
    baseUnit: 'bytes',
    measure: () => value(getHeapStatistics().heap_size_limit),
  },
  'jvm.memory.committed': {
    view: 'runtime',
    description: 'V8 heap reserved from the OS (heapTotal)',
    baseUnit: 'bytes',
    measure: () => value(process.memoryUsage().heapTotal),
  },
  'jvm.memory.used': {
    view: 'runtime',
    description: 'V8 heap in use (heapUsed)',
    baseUnit: 'bytes',
    measure: () => value(process.memoryUsage().heapUsed),
  },
  'jvm.buffer.memory.used': {
    view: 'runtime',
    description: 'Memory of Buffers and other C++ objects bound to JavaScript (external)',
    baseUnit: 'bytes',
    measure: () => value(process.memoryUsage().external),
  },
  'jvm.buffer.count': {
    view: 'runtime',
    description: 'Active libuv handles and requests (sockets, timers, file requests); Node counts no buffers',
    baseUnit: null,
    measure: () => value(process.getActiveResourcesInfo().length),
  },
  'jvm.threads.daemon': {
    view: 'runtime',
    description: 'OS threads besides the main (JavaScript) thread: V8 and libuv workers',
    baseUnit: 'threads',
    measure: () => value(Math.max(0, liveThreads() - 1)),
  },
  'jvm.threads.live': {
    view: 'runtime',
    description: 'OS threads of this process',
    baseUnit: 'threads',
    measure: () => value(liveThreads()),
  },
  'jvm.threads.peak': {
    view: 'runtime',
    description: 'Most OS threads of this process seen since it started',
    baseUnit: 'threads',
    measure: () => {
      liveThreads()
      return value(peakThreads)
    },
  },
  'jvm.classes.loaded': {
    view: 'runtime',
    description: 'CommonJS modules loaded',
    baseUnit: 'classes',
    measure: () => value(Object.keys(requireCache()).length),
  },
  'jvm.classes.unloaded': {
    view: 'runtime',
    description: 'Modules unloaded (Node never unloads a module)',
    baseUnit: 'classes',
    measure: () => value(0),
  },
  'jvm.gc.memory.allocated': {
    view: 'runtime',
    description:
      'Memory V8 has allocated from the OS for its heap and its own use (total_physical_size + malloced)',
    baseUnit: 'bytes',
    measure: () => {
      const heap = getHeapStatistics()
      return value(heap.total_physical_size + heap.malloced_memory)
    },
  },
  'jvm.gc.memory.promoted': {
    view: 'runtime',
    description: 'Objects that survived into V8’s old generation (old_space used)',
    baseUnit: 'bytes',
    measure: () => value(oldSpace().used),
  },
  'jvm.gc.max.data.size': {
    view: 'runtime',
    description: 'Size V8’s old generation may grow to (old_space used + available)',
    baseUnit: 'bytes',
    measure: () => value(oldSpace().limit),
  },
  'jvm.gc.live.data.size': {
    view: 'runtime',
    description: 'Long-lived objects in V8’s old generation (old_space used)',
    baseUnit: 'bytes',
    measure: () => value(oldSpace().used),
  },
  'jvm.gc.pause': {
    view: 'runtime',
    description: 'Garbage collections since start: how many, total and longest pause',
    baseUnit: 'seconds',
    measure: ({ runtime }) => {
      const gc = runtime.gc
      return [
        { statistic: 'COUNT', value: gc.count },
        { statistic: 'TOTAL_TIME', value: gc.totalPauseMs / 1000 },
        { statistic: 'MAX', value: gc.maxPauseMs / 1000 },
      ]
    },
  },
  'system.cpu.count': {
    view: 'system',
    description: 'CPUs available to this process',
    baseUnit: null,
    measure: () => value(os.availableParallelism()),
  },
  'system.cpu.usage': {
    view: 'system',
    description: 'Recent CPU usage of the whole machine (0–1)',
    baseUnit: null,
    measure: ({ cpu }) => value(cpu.usage().system),
  },
  'system.load.average.1m': {
    view: 'system',
    description: 'Load average over the last minute',
    baseUnit: null,
    measure: () => value(os.loadavg()[0] ?? 0),
  },
  'process.start.time': {
    view: 'system',
    description: 'Start time of this process since the Unix epoch',
    baseUnit: 'seconds',
    measure: () => value((Date.now() - process.uptime() * 1000) / 1000),
  },
  'process.uptime': {
    view: 'system',
    description: 'Uptime of this process',
    baseUnit: 'seconds',
    measure: () => value(process.uptime()),
  },
  'process.cpu.usage': {
    view: 'system',
    description: 'Recent CPU usage of this process, as a share of all CPUs (0–1)',
    baseUnit: null,
    measure: ({ cpu }) => value(cpu.usage().process),
  },
  'process.eventloop.utilization': {
    view: 'system',
    description: 'Share of the last sample period the event loop was busy (0–1)',
    baseUnit: null,
    measure: ({ runtime }) => value((runtime.history.at(-1) ?? runtime.sample()).loopUtilization),
  },
  'process.eventloop.delay': {
    view: 'system',
    description: 'Event-loop delay over the last sample period: mean and maximum',
    baseUnit: 'seconds',
    measure: ({ runtime }) => {
      const sample = runtime.history.at(-1) ?? runtime.sample()
      return [
        { statistic: 'VALUE', value: (sample.loopDelayMean ?? 0) / 1000 },
        { statistic: 'MAX', value: (sample.loopDelayMax ?? 0) / 1000 },
      ]
    },
  },
  'tomcat.sessions.created': {
    view: 'http',
    description: 'Sign-in sessions created by this instance since it started',
    baseUnit: 'sessions',
    measure: async ({ sessions }) => value((await sessions.figures()).created),
  },
  'tomcat.sessions.expired': {
    view: 'http',
    description: 'Sessions this instance ended: signed out, revoked or past their lifetime',
    baseUnit: 'sessions',
    measure: async ({ sessions }) => value((await sessions.figures()).ended),
  },
  'tomcat.sessions.active.current': {
    view: 'http',
    description: 'Live sign-in sessions in the session store (all instances)',
    baseUnit: 'sessions',
    measure: async ({ sessions }) => value((await sessions.figures()).active),
  },
  'tomcat.sessions.active.max': {
    view: 'http',
    description: 'Most live sessions this instance has counted at once',
    baseUnit: 'sessions',
    measure: async ({ sessions }) => value((await sessions.figures()).peak),
  },
  'tomcat.sessions.rejected': {
    view: 'http',
    description: 'Sessions refused for a session limit (this server sets none)',
    baseUnit: 'sessions',
    measure: () => value(0),
  },
}

export async function actuatorMetric(name: string, sources: MetricSources): Promise<ActuatorMetric | null> {
  if (!Object.hasOwn(ACTUATOR_METRICS, name)) return null
  const definition = ACTUATOR_METRICS[name]!
  return {
    name,
    description: definition.description,
    baseUnit: definition.baseUnit,
    measurements: await definition.measure(sources),
    availableTags: [],
  }
}
