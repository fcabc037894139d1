import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import type { Database } from './client'

/** Runs trusted, server-authored SQL text (bulk loads in benchmarks); never pass request input here. */
export async function executeTrustedSql(database: Database, text: string): Promise<void> {
  await database.db.execute(sql.raw(text))
}

async function onServer(adminUrl: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(query)
  } finally {
    await client.end()
  }
}

/** Creates `<prefix>_<random>` next to the database of adminUrl; returns its name and URL. */
export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ name: string; url: string }> {
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) throw new Error(`bad database prefix ${prefix}`)
  const name = `${prefix}_${randomBytes(5).toString('hex')}`
  await onServer(adminUrl, `CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return { name, url: url.toString() }
}

export async function dropScratchDatabase(adminUrl: string, name: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`)
  await onServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
}
