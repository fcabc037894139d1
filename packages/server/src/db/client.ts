import { mkdirSync } from 'node:fs'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import * as schema from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
  /** PGlite only: the whole data directory as a tarball, which `openPglite` can start from. */
  dumpDataDir?(): Promise<Blob>
}

/** Embedded PGlite; `dataDir` undefined keeps everything in memory (tests). */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  // Each driver is loaded only when used: a PostgreSQL server never loads PGlite, and the other way round.
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ])
  const client = new PGlite({ dataDir, loadDataDir })
  await client.waitReady
  const db = drizzlePglite({ client, schema }) as unknown as Db
  return { db, kind: 'pglite', close: () => client.close(), dumpDataDir: () => client.dumpDataDir('none') }
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ])
  const pool = new pg.Pool({ connectionString, max: 10 })
  // An idle connection dropped by the server (restart, failover, a dropped database) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`))
  // The same for a connection in use (a transaction when PostgreSQL restarts): its query fails with a 500, the pool
  // drops it on release, and the process lives on. Without a listener, the client's 'error' event ends the process.
  pool.on('connect', (client) => {
    client.on('error', (error) => console.warn(`PostgreSQL connection lost while in use: ${error.message}`))
  })
  const db = drizzlePg({ client: pool, schema }) as unknown as Db
  return { db, kind: 'postgres', close: () => pool.end() }
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir)
}
