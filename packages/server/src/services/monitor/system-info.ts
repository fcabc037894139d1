import os from 'node:os'
import { sql } from 'drizzle-orm'
import type { Redis } from 'ioredis'
import type { Db } from '../../db/client'

/** A figure that could not be read is null; the page shows 不可用 for it. */
export async function readable<T>(read: () => T | Promise<T>): Promise<T | null> {
  try {
    return await read()
  } catch {
    return null
  }
}

export async function databaseVersion(db: Db): Promise<string | null> {
  return readable(async () => {
    const result = await db.execute<{ version: string }>(sql`select version() as version`)
    const rows = Array.isArray(result) ? result : (result as { rows: { version: string }[] }).rows
    return rows[0]?.version ?? null
  })
}

/** `INFO` parsed into sections of name → value. */
export async function redisInfo(redis: Redis): Promise<Record<string, Record<string, string>>> {
  const text = await redis.info()
  const sections: Record<string, Record<string, string>> = {}
  let current: Record<string, string> = {}
  for (const line of text.split(/\r?\n/)) {
    if (line.startsWith('# ')) {
      current = {}
      sections[line.slice(2).trim().toLowerCase()] = current
    } else if (line.includes(':')) {
      const colon = line.indexOf(':')
      current[line.slice(0, colon)] = line.slice(colon + 1)
    }
  }
  return sections
}

export interface SystemInfoSources {
  db: Db
  databaseKind: 'pglite' | 'postgres'
  redis: Redis | undefined
}

export async function systemInfo({ db, databaseKind, redis }: SystemInfoSources) {
  const cpus = await readable(() => os.cpus())
  return {
    os: {
      type: await readable(() => os.type()),
      release: await readable(() => os.release()),
      platform: process.platform,
      arch: process.arch,
      hostname: await readable(() => os.hostname()),
      uptimeSeconds: await readable(() => Math.round(os.uptime())),
      loadAverage: await readable(() => os.loadavg().map((n) => Math.round(n * 100) / 100)),
    },
    cpu: {
      model: cpus?.[0]?.model ?? null,
      cores: cpus ? cpus.length : null,
      speedMHz: cpus?.[0]?.speed ?? null,
    },
    memory: {
      total: await readable(() => os.totalmem()),
      free: await readable(() => os.freemem()),
    },
    process: {
      nodeVersion: process.version,
      v8Version: process.versions.v8,
      pid: process.pid,
      uptimeSeconds: Math.round(process.uptime()),
    },
    database: {
      kind: databaseKind === 'pglite' ? 'PGlite（内嵌 PostgreSQL）' : 'PostgreSQL',
      version: await databaseVersion(db),
    },
    redis: redis
      ? {
          configured: true,
          version: await readable(async () => (await redisInfo(redis)).server?.redis_version ?? null),
        }
      : { configured: false, version: null },
  }
}
