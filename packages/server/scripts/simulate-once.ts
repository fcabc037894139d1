/** Times a first seed with the simulated demo on a fresh in-memory PGlite and prints what it made (a dev aid). */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { openPglite } from '../src/db/client'
import { migrateDatabase } from '../src/db/migrate'
import { seedDatabase } from '../src/db/seed'
import { LocalFileStore } from '../src/stores/files'

const days = Number(process.argv[2] ?? 90)
const uploads = await mkdtemp(join(tmpdir(), 'portico-simulate-'))
const started = Date.now()
const database = await openPglite()
await migrateDatabase(database)
const migrated = Date.now()
await seedDatabase(database, {
  adminPassword: '123456',
  demoPasswords: true,
  simulateDays: days,
  files: new LocalFileStore(uploads),
})
const seeded = Date.now()
const tables = [
  'logistics_parcel',
  'parcel_event',
  'question_piece',
  'logistics_bag',
  'logistics_out_batch',
  'logistics_supplier_batch',
  'customs_data_batch',
  'customs_declaration',
  'customs_inspection',
  'customs_deduction',
  'hs_code_lock',
  'customer_bill',
  'customer_bill_line',
  'customer_payment',
  'reconciliation',
  'reconciliation_line',
  'recruit_interviewee',
  'recruit_application',
  'recruit_message',
  'recruit_sms_outbox',
]
const counts: Record<string, number> = {}
for (const table of tables) {
  const result = (await database.db.execute(
    sql.raw(`select count(*)::int as n from ${table}`),
  )) as unknown as { rows: { n: number }[] }
  counts[table] = result.rows[0]!.n
}
const statuses = (await database.db.execute(
  sql`select status, count(*)::int as n from logistics_parcel group by status order by status`,
)) as unknown as { rows: unknown[] }
console.log(
  JSON.stringify({
    days,
    migrateMs: migrated - started,
    seedMs: seeded - migrated,
    counts,
    statuses: statuses.rows,
  }),
)
await database.close()
await rm(uploads, { recursive: true, force: true })
