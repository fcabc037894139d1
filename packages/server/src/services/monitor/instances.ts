import os from 'node:os'
import { eq, gte, lt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysServerInstance } from '../../db/schema'
import { newId } from '../shared/ids'

export const HEARTBEAT_MS = 15_000
/** An instance whose last heartbeat is older than this is down. */
export const INSTANCE_TIMEOUT_MS = 45_000

/** Writes this process's heartbeat row every 15 s and removes it on stop, so 监控页 can count instances up. */
export class InstanceHeartbeat {
  readonly id = `${os.hostname()}-${process.pid}-${newId().slice(0, 8)}`
  private readonly startTime = new Date()
  private timer: NodeJS.Timeout | null = null

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
  ) {}

  async start(): Promise<void> {
    this.timer = setInterval(() => void this.beat().catch(this.onError), HEARTBEAT_MS)
    this.timer.unref()
    await this.beat().catch(this.onError)
  }

  async beat(now = new Date()): Promise<void> {
    await this.db
      .insert(sysServerInstance)
      .values({
        id: this.id,
        hostname: os.hostname(),
        pid: process.pid,
        nodeVersion: process.version,
        startTime: this.startTime,
        lastSeen: now,
      })
      .onConflictDoUpdate({ target: sysServerInstance.id, set: { lastSeen: now } })
    // Rows of instances that died without saying goodbye.
    await this.db
      .delete(sysServerInstance)
      .where(lt(sysServerInstance.lastSeen, new Date(now.getTime() - 24 * 3600_000)))
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    await this.db.delete(sysServerInstance).where(eq(sysServerInstance.id, this.id))
  }
}

export async function instancesUp(db: Db, now = Date.now()) {
  return db
    .select()
    .from(sysServerInstance)
    .where(gte(sysServerInstance.lastSeen, new Date(now - INSTANCE_TIMEOUT_MS)))
    .orderBy(sysServerInstance.startTime)
}
