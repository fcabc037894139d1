import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { inject } from 'vitest'
import { type Database, openPglite, openPostgres } from '../../src/db/client'

export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

export interface TestDatabase {
  database: Database
  /** Opens another connection to the same database (e.g. a second server instance). */
  reopen(): Promise<Database>
  drop(): Promise<void>
}

export function postgresUrlFor(name: string): string {
  const url = new URL(POSTGRES_ADMIN_URL)
  url.pathname = `/${name}`
  return url.toString()
}

/** A fresh uniquely-named PostgreSQL database (empty, or a copy of `template`), dropped afterwards. */
export async function createPostgresDatabase(template?: string): Promise<TestDatabase> {
  const name = `portico_t_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
  await admin.end()
  const opened: Database[] = []
  const reopen = async () => {
    const database = await openPostgres(postgresUrlFor(name))
    opened.push(database)
    return database
  }
  const database = await reopen()
  return {
    database,
    reopen,
    drop: async () => {
      for (const db of opened) await db.close().catch(() => {})
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}

/**
 * PGlite in memory, or a fresh PostgreSQL database when TEST_DB=postgres: empty, or `seeded` (migrated and seeded as
 * a test app's, copied from the run's template database).
 */
export async function createTestDatabase({ seeded = false } = {}): Promise<TestDatabase> {
  const template = seeded ? inject('templateDatabase') : undefined
  if (process.env.TEST_DB === 'postgres') return createPostgresDatabase(template)
  const dump = template ? new Blob([await readFile(template)], { type: 'application/x-tar' }) : undefined
  const database = await openPglite(undefined, dump)
  return {
    database,
    reopen: async () => {
      throw new Error('PGlite in memory cannot be shared by two connections')
    },
    drop: () => database.close(),
  }
}
