/**
 * Adds N generated parcels (orders, goods, trajectories) to a seeded database, for benchmarks:
 *   DATABASE_URL=postgres://… npx tsx --conditions=portico-source scripts/generate-parcels.ts 1000000
 */
import { openPostgres } from '../src/db/client'
import { generateParcels } from '../src/db/seed/ops-generate'

const count = Number(process.argv[2] ?? 100_000)
const url = process.env.DATABASE_URL
if (!url || !Number.isInteger(count) || count <= 0) {
  console.error('usage: DATABASE_URL=postgres://… generate-parcels.ts <count>')
  process.exit(2)
}
const database = await openPostgres(url)
const start = performance.now()
await generateParcels(database.db, count, {
  onProgress: (done) => console.error(`${done} parcels, ${Math.round((performance.now() - start) / 1000)} s`),
})
await database.close()
