import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/db/client'
import { migrateDatabase, migrationsFolder } from '../../src/db/migrate'
import { sysQuartzJobLog } from '../../src/db/schema'
import { chinaDaySql } from '../../src/services/shared/china-days'
import { createTestDatabase, type TestDatabase } from '../helpers/database'

// Stored before the migration as Drizzle wrote them: UTC wall-clock times in `timestamp without time zone`.
const EVENING = { stored: '2026-11-27 15:30:00.123', instant: Date.UTC(2026, 10, 27, 15, 30, 0, 123) }
const AFTER_MIDNIGHT = { stored: '2026-11-27 16:30:00.456', instant: Date.UTC(2026, 10, 27, 16, 30, 0, 456) }
// Neither UTC nor Shanghai: a conversion or a bucketing left to the session's zone shows.
const SESSION_ZONE = 'America/New_York'

const shanghaiDay = (instant: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(instant))

/** A copy of the migrations folder whose journal stops before the migration tagged `*_${tag}`. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portico-migrations-'))
  cpSync(migrationsFolder, dir, { recursive: true })
  const journalFile = path.join(dir, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] }
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(`_${tag}`))
  if (at < 1) throw new Error(`no migration tagged ${tag}`)
  journal.entries = journal.entries.slice(0, at)
  writeFileSync(journalFile, JSON.stringify(journal))
  return dir
}

/** The database with `zone` as its sessions' TimeZone (PGlite's one session; PostgreSQL's new connections). */
async function inSessionZone(test: TestDatabase, database: Database, zone: string): Promise<Database> {
  if (database.kind === 'pglite') {
    await database.db.execute(sql.raw(`SET TimeZone = '${zone}'`))
    return database
  }
  await database.db.execute(
    sql.raw(
      `DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET TimeZone = %L', current_database(), '${zone}'); END $$`,
    ),
  )
  await database.close()
  return test.reopen()
}

async function columnTypes(database: Database, table: string): Promise<Record<string, string>> {
  const result = (await database.db.execute(
    sql`SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = 'public' AND table_name = ${table}`,
  )) as unknown as { rows: { column_name: string; data_type: string }[] }
  return Object.fromEntries(result.rows.map((row) => [row.column_name, row.data_type]))
}

describe('migration timestamptz on a database holding rows from before', () => {
  let test: TestDatabase
  let database: Database
  let previous: string

  // Migrating an empty database from the first migration takes a while on a loaded machine.
  beforeAll(async () => {
    test = await createTestDatabase()
    previous = migrationsBefore('timestamptz')
    await migrateDatabase(test.database, previous)
    await test.database.db.execute(sql`
      INSERT INTO sys_quartz_job_log (id, job_id, job_class_name, trigger_type, fire_time, start_time, end_time,
        result, instance)
      VALUES ('tz-row', 'tz-job', 'tz.Job', 'manual', ${EVENING.stored}, ${AFTER_MIDNIGHT.stored}, NULL,
        'success', 'tz-test')`)
    database = await inSessionZone(test, test.database, SESSION_ZONE)
    await migrateDatabase(database)
  }, 180_000)

  afterAll(async () => {
    await test?.drop()
    if (previous) rmSync(previous, { recursive: true, force: true })
  })

  it('leaves no point-in-time column without a time zone', async () => {
    const result = (await database.db.execute(
      sql`SELECT table_name, column_name FROM information_schema.columns
          WHERE table_schema = 'public' AND data_type = 'timestamp without time zone'`,
    )) as unknown as { rows: unknown[] }
    expect(result.rows).toEqual([])
    expect(await columnTypes(database, 'sys_quartz_job_log')).toMatchObject({
      fire_time: 'timestamp with time zone',
      start_time: 'timestamp with time zone',
      end_time: 'timestamp with time zone',
    })
  })

  it('reads back the same instants, to the millisecond, whatever the session zone', async () => {
    const [row] = await database.db.select().from(sysQuartzJobLog).where(eq(sysQuartzJobLog.id, 'tz-row'))
    expect(row.fireTime.getTime()).toBe(EVENING.instant)
    expect(row.startTime.getTime()).toBe(AFTER_MIDNIGHT.instant)
    expect(row.endTime).toBeNull()
  })

  it('puts 23:30 and 00:30 Shanghai in their Shanghai days in any session zone', async () => {
    const expected = {
      evening: shanghaiDay(EVENING.instant),
      afterMidnight: shanghaiDay(AFTER_MIDNIGHT.instant),
    }
    expect(expected).toEqual({ evening: '2026-11-27', afterMidnight: '2026-11-28' })
    for (const zone of [SESSION_ZONE, 'Asia/Shanghai', 'UTC']) {
      const days = await database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`SET LOCAL TimeZone = '${zone}'`))
        return tx
          .select({
            evening: chinaDaySql(sysQuartzJobLog.fireTime),
            afterMidnight: chinaDaySql(sysQuartzJobLog.startTime),
          })
          .from(sysQuartzJobLog)
          .where(eq(sysQuartzJobLog.id, 'tz-row'))
      })
      expect({ zone, ...days[0] }).toEqual({ zone, ...expected })
    }
  })
})
