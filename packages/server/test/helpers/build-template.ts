/**
 * Builds the run's template database (see template-setup.ts): `build-template.ts postgres <name>` migrates and seeds
 * an existing PostgreSQL database; `build-template.ts pglite <file>` writes a migrated, seeded PGlite dump.
 * Run with tsx, so workspace packages resolve to their sources as in the tests.
 */
import { writeFile } from 'node:fs/promises'
import { openPglite, openPostgres } from '../../src/db/client'
import { migrateDatabase } from '../../src/db/migrate'
import { seedDatabase } from '../../src/db/seed'
import { postgresUrlFor } from './database'

/** The seed every test app gets (the options `testServerOptions` gives createServer). */
const SEED = { adminPassword: '123456', demoPasswords: true }

const [kind, target] = process.argv.slice(2)
if (!target) throw new Error('usage: build-template.ts postgres <database> | pglite <file>')
const database = kind === 'postgres' ? await openPostgres(postgresUrlFor(target)) : await openPglite()
await migrateDatabase(database)
await seedDatabase(database, SEED)
if (kind !== 'postgres') {
  await writeFile(target, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()))
}
await database.close()
