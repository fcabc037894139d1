import path from 'node:path'
import { packageRoot } from '../package-root'
import type { Database } from './client'

export const migrationsFolder = path.join(packageRoot, 'drizzle')

/** Applies the drizzle/ migrations (the same files for PGlite and PostgreSQL); tests may name another folder. */
export async function migrateDatabase(database: Database, folder = migrationsFolder): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: both migrators accept the shared drizzle instance
  const db = database.db as any
  if (database.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator')
    await migrate(db, { migrationsFolder: folder })
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator')
    await migrate(db, { migrationsFolder: folder })
  }
}
