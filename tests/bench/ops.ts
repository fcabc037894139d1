/**
 * Operations benchmark on PostgreSQL: the parcel list with a filter (GET /logistics/package/list) and the
 * 1,000-number 订单查询 (POST /order/search/byNumbers) through the real HTTP routes, each beside PostgreSQL's own
 * time for the same SQL run directly (the floor) and the ratio; then trajectory lookups per second, 100 numbers a
 * request. Prints a table and, as the last line, one JSON object.
 * Env: BENCH_PARCELS (1000000), BENCH_POSTGRES_URL (postgres://postgres@127.0.0.1:5432/test),
 * BENCH_OPS_DB (portico_bench_ops: the bench's own database, generated once inside PostgreSQL and kept, so later runs
 * reuse it; generated up to BENCH_PARCELS when it holds fewer), BENCH_SECONDS (10, the trajectory run).
 */
import { randomBytes } from 'node:crypto'
import {
  createServer,
  DEMO_PASSWORD,
  generateParcels,
  migrateDatabase,
  openPostgres,
  seedDatabase,
} from '@portico/server'
import { ensureDatabase, measurePair, poolOf, type Stats } from './support/measure'

const PARCELS = Number(process.env.BENCH_PARCELS ?? 1_000_000)
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CAPTCHA = 'bnch'
/** The seed's own parcels, counted in `have`. */
const DEMO_PARCELS = 200
const LISTS = 100
const PASTES = 30
const CONCURRENCY = 4

/** The statements the list route runs (page and count, in parallel), as the route's query builder writes them. */
const LIST_COLUMNS = `p.id, p.tracking_no, p.order_id, o.platform_order_no, o.platform, p.customer_id, t.name,
  p.channel_code, c.name, p.destination_country, o.buyer_name, p.status, p.station_code, s.name, p.actual_weight,
  p.volumetric_weight, p.billable_weight, p.length_cm, p.width_cm, p.height_cm, p.in_store_time, p.in_store_by,
  p.out_store_time, p.delivered_time, p.create_time`
const LIST_FROM = `logistics_parcel p left join logistics_order o on o.id = p.order_id
  left join sys_tenant t on t.id = p.customer_id left join logistics_channel c on c.code = p.channel_code
  left join logistics_station s on s.code = p.station_code`
const STATUSES = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']
const CHANNELS = ['SLS-TW-AIR', 'EUB-US', 'EMS-JP', 'LEX-MY']

const listFilter = (i: number) => ({
  status: STATUSES[i % 10]!,
  channelCode: CHANNELS[i % 4]!,
  pageNo: 1 + (i % 5),
})

async function main() {
  const name = (process.env.BENCH_OPS_DB ?? 'portico_bench_ops').replace(/[^a-z0-9_]/g, '')
  const url = await ensureDatabase(POSTGRES_URL, name)
  const database = await openPostgres(url)
  const direct = await poolOf(url)
  try {
    await migrateDatabase(database)
    await seedDatabase(database, { adminPassword: DEMO_PASSWORD, demoPasswords: true })
    const countParcels = async () =>
      Number((await direct.query<{ n: string }>('select count(*) n from logistics_parcel')).rows[0]!.n)
    const have = await countParcels()
    let generatedSeconds: number | null = null
    if (have < PARCELS) {
      const t0 = performance.now()
      await generateParcels(database.db, PARCELS - have, {
        start: have - DEMO_PARCELS,
        onProgress: (done) =>
          console.error(`generated ${done} parcels, ${Math.round((performance.now() - t0) / 1000)} s`),
      })
      // A loaded table as a running system keeps it: statistics and visibility map (index-only counts).
      await direct.query(
        'VACUUM (ANALYZE) logistics_order, logistics_order_item, logistics_parcel, parcel_event',
      )
      generatedSeconds = Math.round((performance.now() - t0) / 1000)
      console.error(`generated and vacuumed in ${generatedSeconds} s`)
    } else console.error(`reusing database ${name} (${have} parcels)`)
    const parcels = await countParcels()
    const sample = await direct.query<{ tracking_no: string; platform_order_no: string }>(
      `select p.tracking_no, o.platform_order_no from logistics_parcel p join logistics_order o on o.id = p.order_id
       where p.id in (select id from logistics_parcel tablesample system (1) limit 5000)`,
    )
    const numbersFor = (i: number, n: number) =>
      Array.from({ length: n }, (_, k) => {
        const row = sample.rows[(i * 977 + k * 13) % sample.rows.length]!
        return k % 2 ? row.platform_order_no : row.tracking_no
      })

    const app = await createServer({
      database,
      prepareDatabase: false,
      captchaFixedCode: CAPTCHA,
      loginRateLimit: false,
      logger: false,
      config: { appDist: '/nonexistent' },
    })
    try {
      const base = `${await app.listen({ port: 0, host: '127.0.0.1' })}/jeecg-boot`
      const checkKey = randomBytes(8).toString('hex')
      await fetch(`${base}/sys/randomImage/${checkKey}`)
      const login = (await (
        await fetch(`${base}/sys/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD, captcha: CAPTCHA, checkKey }),
        })
      ).json()) as { result: { token: string } }
      const headers = { 'X-Access-Token': login.result.token, 'content-type': 'application/json' }
      const ok = async (response: Response) => {
        const body = (await response.json()) as { success: boolean; message: string }
        if (!body.success) throw new Error(body.message)
        return body
      }

      // Warm both paths once.
      const warm = listFilter(0)
      await ok(await fetch(`${base}/logistics/package/list?status=${warm.status}&pageSize=20`, { headers }))

      const list = await measurePair(
        LISTS,
        CONCURRENCY,
        async (i) => {
          const f = listFilter(i)
          const q = new URLSearchParams({
            status: f.status,
            channelCode: f.channelCode,
            pageNo: String(f.pageNo),
            pageSize: '20',
          })
          await ok(await fetch(`${base}/logistics/package/list?${q}`, { headers }))
        },
        async (i) => {
          const f = listFilter(i)
          await Promise.all([
            direct.query(
              `select ${LIST_COLUMNS} from ${LIST_FROM} where p.status = $1 and p.channel_code = $2
               order by p.create_time desc, p.id desc limit 20 offset $3`,
              [f.status, f.channelCode, (f.pageNo - 1) * 20],
            ),
            direct.query(
              'select count(*) from logistics_parcel p where p.status = $1 and p.channel_code = $2',
              [f.status, f.channelCode],
            ),
          ])
        },
      )

      const paste = await measurePair(
        PASTES,
        CONCURRENCY,
        async (i) => {
          await ok(
            await fetch(`${base}/order/search/byNumbers`, {
              method: 'POST',
              headers,
              body: JSON.stringify({ numbers: numbersFor(i, 1000).join('\n') }),
            }),
          )
        },
        async (i) => {
          const numbers = numbersFor(i, 1000)
          await Promise.all([
            direct.query(`select ${LIST_COLUMNS} from ${LIST_FROM} where p.tracking_no = any($1)`, [
              numbers.map((n) => n.toUpperCase()),
            ]),
            direct.query(`select ${LIST_COLUMNS} from ${LIST_FROM} where o.platform_order_no = any($1)`, [
              numbers,
            ]),
          ])
        },
      )

      let lookups = 0
      let requests = 0
      const until = performance.now() + SECONDS * 1000
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async (_, w) => {
          while (performance.now() < until) {
            const numbers = numbersFor(w * 1000 + requests, 100).filter((_, k) => k % 2 === 0)
            const more = numbersFor(w * 1000 + requests + 7, 100).filter((_, k) => k % 2 === 0)
            const all = [...numbers, ...more].slice(0, 100)
            await ok(
              await fetch(`${base}/logistics/package/trajectory?trackingNo=${all.join(',')}`, { headers }),
            )
            requests++
            lookups += all.length
          }
        }),
      )
      const perSecond = Math.round(lookups / SECONDS)

      const ratio = (a: Stats, b: Stats) => Math.round((a.p95 / Math.max(b.p95, 0.1)) * 10) / 10
      console.log(`\nPortico operations on PostgreSQL, ${parcels.toLocaleString('en')} parcels (ms)`)
      console.log('query                         | HTTP p50 | HTTP p95 | SQL p50 | SQL p95 | ratio p95')
      console.log('------------------------------|----------|----------|---------|---------|----------')
      const row = (name: string, h: Stats, s: Stats) =>
        console.log(
          `${name.padEnd(29)} | ${String(h.p50).padStart(8)} | ${String(h.p95).padStart(8)} | ${String(s.p50).padStart(7)} | ${String(s.p95).padStart(7)} | ${String(ratio(h, s)).padStart(9)}`,
        )
      row('parcel list (status+channel)', list.http, list.sql)
      row('订单查询 1,000 numbers', paste.http, paste.sql)
      console.log(
        `trajectory: ${perSecond} lookups/s (100 numbers a request, ${CONCURRENCY} clients, ${requests} requests in ${SECONDS} s)`,
      )
      console.log(
        JSON.stringify({
          parcels,
          list: { ...list, ratioP95: ratio(list.http, list.sql) },
          paste1000: { ...paste, ratioP95: ratio(paste.http, paste.sql) },
          trajectoryLookupsPerSecond: perSecond,
          generatedSeconds,
        }),
      )
    } finally {
      await app.close()
    }
  } finally {
    await direct.end()
    await database.close()
  }
}

await main()
process.exit(0)
