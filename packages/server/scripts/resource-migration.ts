/**
 * Writes the migration of a resource served from the registry (one declared in the contract, with no route file of
 * its own): CREATE TABLE for a new one, ADD / ALTER / DROP COLUMN after its declaration changed. The SQL comes from
 * the online designer's whitelisted planner, against a database migrated to the last migration:
 *   npx tsx --conditions=portico-source scripts/resource-migration.ts <table>
 */
import { resourceOfTable } from '@portico/contract'
import { openPglite } from '../src/db/client'
import { migrateDatabase, migrationsFolder } from '../src/db/migrate'
import { appendMigration } from '../src/db/migration-files'
import { declaredTableDdl } from '../src/services/resources/declared-table'

const table = process.argv[2]
const resource = table ? resourceOfTable(table) : undefined
if (!resource) {
  console.error(
    `usage: resource-migration.ts <table>; ${table ?? 'no table'} is not a declared resource's table`,
  )
  process.exit(1)
}
const database = await openPglite()
try {
  await migrateDatabase(database)
  const plan = await declaredTableDdl(database.db, resource)
  if (plan.ddl.length === 0) {
    console.log(`${table}: the migrations already make the declared table; nothing written`)
  } else {
    for (const loss of plan.losses) console.warn(`warning: ${loss.message}`)
    const file = appendMigration(migrationsFolder, `${plan.creates ? 'create' : 'alter'}_${table}`, plan.ddl)
    console.log(`${table}: wrote ${file} (${plan.ddl.length} statements)`)
  }
} finally {
  await database.close()
}
