/** Entry points for tests, benchmarks and tools in other workspace packages. */
export { type Config, ConfigError, loadConfig } from './config'
export { createScratchDatabase, dropScratchDatabase, executeTrustedSql } from './db/admin'
export { type Database, type Db, openDatabase, openPglite, openPostgres } from './db/client'
export { migrateDatabase } from './db/migrate'
export * as schema from './db/schema'
export { ADMIN_ID, DEMO_PASSWORD, seedDatabase } from './db/seed'
export { createServer, type PorticoServer, type ServerOptions } from './server'
export { hashPassword } from './services/passwords'
