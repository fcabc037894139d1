import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { type Database, openPglite, openPostgres } from '../../src/db/client'

export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

export interface TestDatabase {
  database: Database
  /** Opens another connection to the same database (e.g. a second server instance). */
  reopen(): Promise<Database>
  drop(): Promise<void>
}

function urlFor(name: string): string {
  const url = new URL(POSTGRES_ADMIN_URL)
  url.pathname = `/${name}`
  return url.toString()
}

/** A fresh uniquely-named PostgreSQL database, dropped afterwards. */
export async function createPostgresDatabase(): Promise<TestDatabase> {
  const name = `portico_t_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const opened: Database[] = []
  const reopen = async () => {
    const database = await openPostgres(urlFor(name))
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

/** PGlite in memory, or a fresh PostgreSQL database when TEST_DB=postgres. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB === 'postgres') return createPostgresDatabase()
  const database = await openPglite()
  return {
    database,
    reopen: async () => {
      throw new Error('PGlite in memory cannot be shared by two connections')
    },
    drop: () => database.close(),
  }
}
