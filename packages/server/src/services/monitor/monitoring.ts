import type { Redis } from 'ioredis'
import type { InstanceHeartbeat } from './instances'
import type { RequestMonitor } from './request-monitor'
import type { RuntimeSampler } from './runtime'

/** What the monitor routes read: this process's counters and samplers, and the stores it runs on. */
export interface Monitoring {
  requests: RequestMonitor
  runtime: RuntimeSampler
  heartbeat: InstanceHeartbeat
  databaseKind: 'pglite' | 'postgres'
  /** undefined when REDIS_URL is not set. */
  redis: Redis | undefined
  /** Key prefix of this deployment in Redis. */
  redisKeyPrefix: string
  /** Folders whose file systems 磁盘监控 shows where /proc/mounts cannot be read. */
  diskPaths: string[]
}
