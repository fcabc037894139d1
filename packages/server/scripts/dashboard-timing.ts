/**
 * Dev aid: seeds the simulated demo (argv[2] days, default 90) on PGlite (PG_DIR keeps it, PG_DIR_READY=1 reuses it),
 * then times each 首页 query twice (ms) and prints the figures:
 * `npx tsx --conditions=portico-source scripts/dashboard-timing.ts`.
 */
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openPglite } from '../src/db/client'
import { migrateDatabase } from '../src/db/migrate'
import { seedDatabase } from '../src/db/seed'
import { analysisCards, parcelTrend, topChannels } from '../src/services/dashboard/analysis'
import { topCustomers, topDestinations } from '../src/services/dashboard/top-parcels'
import { chinaDayStart } from '../src/services/shared/china-days'
import { LocalFileStore } from '../src/stores/files'

const days = Number(process.argv[2] ?? 90)
const database = await openPglite(process.env.PG_DIR || undefined)
if (!process.env.PG_DIR_READY) {
  await migrateDatabase(database)
  await seedDatabase(database, {
    adminPassword: '123456',
    demoPasswords: true,
    simulateDays: days,
    files: new LocalFileStore(await mkdtemp(join(tmpdir(), 'portico-timing-'))),
  })
}
const { db } = database
const now = new Date()
const from = chinaDayStart(now, 29)
const to = new Date(chinaDayStart(now).getTime() + 86_400_000)
const time = async <T>(name: string, run: () => Promise<T>) => {
  const t0 = performance.now()
  const result = await run()
  console.log(name, Math.round(performance.now() - t0), 'ms')
  return result
}
for (let round = 0; round < 2; round++) {
  const cards = await time('cards', () => analysisCards(db, { tenantId: 1, customerId: null }, now))
  const trend = await time('trend', () => parcelTrend(db, { tenantId: 1, customerId: null }, from, to))
  const channels = await time('topChannels', () =>
    topChannels(db, { tenantId: 1, customerId: null }, from, to),
  )
  const dest = await time('topDestinations', () => topDestinations(db, null, from, to))
  const cust = await time('topCustomers', () => topCustomers(db, null, from, to))
  if (round === 1)
    console.log(
      JSON.stringify({
        cards: cards.map((c) => [c.key, c.value]),
        trendTotal: trend.reduce((n, d) => n + d.parcels, 0),
        channels,
        dest,
        cust,
      }),
    )
}
await database.close()
