import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { Database } from './client'

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'drizzle')

/** Applies the drizzle/ migrations (the same files for PGlite and PostgreSQL). */
export async function migrateDatabase(database: Database): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: both migrators accept the shared drizzle instance
  const db = database.db as any
  if (database.kind === 'pglite') await migratePglite(db, { migrationsFolder })
  else await migratePg(db, { migrationsFolder })
}
