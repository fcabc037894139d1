/**
 * API latency benchmark: login and user list on PGlite (temp dir) and PostgreSQL (fresh database),
 * each seeded with 100,000 users. Prints a table and, as the last line, one JSON object.
 * Env: BENCH_USERS (100000), BENCH_POSTGRES_URL (postgres://postgres@127.0.0.1:5432/test).
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  createScratchDatabase,
  createServer,
  type Database,
  DEMO_PASSWORD,
  dropScratchDatabase,
  executeTrustedSql,
  hashPassword,
  migrateDatabase,
  openPglite,
  openPostgres,
  seedDatabase,
} from '@portico/server'
import { GIVEN_NAMES, SURNAMES } from './chineseNames'

const USERS = Number(process.env.BENCH_USERS ?? 100_000)
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const LOGINS = 200
const LOGIN_CONCURRENCY = 4
const LISTS = 300
const LIST_CONCURRENCY = 4
const CAPTCHA = 'bnch'

interface Stats {
  p50: number
  p95: number
}
type DbResult = { login: Stats; list: Stats }

const pgArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]`

/** One INSERT … SELECT over generate_series: fast on both PGlite and PostgreSQL. */
async function bulkInsertUsers(database: Database, count: number): Promise<void> {
  const { hash, salt } = await hashPassword(DEMO_PASSWORD)
  await executeTrustedSql(
    database,
    `
    INSERT INTO sys_user (id, username, realname, password, salt, sex, email, phone, org_code, status, del_flag,
                          work_no, rel_tenant_ids, create_by, create_time)
    SELECT md5('bench-' || i), 'user' || i,
           (${pgArray(SURNAMES)})[1 + i % ${SURNAMES.length}] || (${pgArray(GIVEN_NAMES)})[1 + (i / ${SURNAMES.length}) % ${GIVEN_NAMES.length}],
           '${hash}', '${salt}', 1 + i % 2, 'user' || i || '@bench.example.com', '139' || lpad(i::text, 8, '0'),
           'A01', 1, 0, 'B' || i, '1', 'bench', now() - i * interval '1 second'
    FROM generate_series(1, ${count}) AS i`,
  )
  await executeTrustedSql(
    database,
    `INSERT INTO sys_user_depart (user_id, dep_id)
      SELECT u.id, d.id FROM sys_user u CROSS JOIN (SELECT id FROM sys_depart WHERE org_code = 'A01') d
      WHERE u.create_by = 'bench'`,
  )
  await executeTrustedSql(database, 'ANALYZE')
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return Math.round(sorted[Math.max(0, index)] * 10) / 10
}

async function measure(
  total: number,
  concurrency: number,
  run: (i: number) => Promise<void>,
): Promise<Stats> {
  const timings: number[] = []
  let next = 0
  const worker = async () => {
    while (next < total) {
      const i = next++
      const start = performance.now()
      await run(i)
      timings.push(performance.now() - start)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  timings.sort((a, b) => a - b)
  return { p50: percentile(timings, 50), p95: percentile(timings, 95) }
}

async function benchDatabase(label: string, database: Database): Promise<DbResult> {
  const t0 = performance.now()
  await migrateDatabase(database)
  await seedDatabase(database, { adminPassword: DEMO_PASSWORD, demoPasswords: true })
  await bulkInsertUsers(database, USERS)
  console.error(`[${label}] seeded ${USERS} users in ${Math.round(performance.now() - t0)} ms`)
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
    const login = async (username: string): Promise<string> => {
      const checkKey = randomBytes(8).toString('hex')
      await fetch(`${base}/sys/randomImage/${checkKey}`)
      const response = await fetch(`${base}/sys/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: DEMO_PASSWORD, captcha: CAPTCHA, checkKey }),
      })
      const body = (await response.json()) as {
        success: boolean
        result?: { token: string }
        message: string
      }
      if (!body.success || !body.result) throw new Error(`login ${username}: ${body.message}`)
      return body.result.token
    }
    const loginStats = await measure(LOGINS, LOGIN_CONCURRENCY, async (i) => {
      await login(`user${1 + ((i * 7919) % USERS)}`)
    })
    const token = await login('admin')
    const maxPage = Math.max(1, Math.floor(USERS / 10))
    const listStats = await measure(LISTS, LIST_CONCURRENCY, async (i) => {
      const params = new URLSearchParams({
        pageNo: String(1 + ((i * 104729) % Math.min(maxPage, 1000))),
        pageSize: '10',
      })
      if (i % 3 === 1) params.set('realname', `*${GIVEN_NAMES[i % GIVEN_NAMES.length]}*`)
      if (i % 3 === 2) {
        params.set('column', 'realname')
        params.set('order', i % 2 ? 'asc' : 'desc')
      }
      const response = await fetch(`${base}/sys/user/list?${params}`, {
        headers: { 'X-Access-Token': token },
      })
      const body = (await response.json()) as { success: boolean; result?: { total: number } }
      if (!body.success || !body.result) throw new Error(`list failed: ${JSON.stringify(body)}`)
    })
    return { login: loginStats, list: listStats }
  } finally {
    await app.close()
  }
}

async function withPglite(): Promise<DbResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portico-bench-'))
  const database = await openPglite(dir)
  try {
    return await benchDatabase('pglite', database)
  } finally {
    await database.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

async function withPostgres(): Promise<DbResult> {
  const { name, url } = await createScratchDatabase(POSTGRES_URL, 'portico_bench')
  const database = await openPostgres(url)
  try {
    return await benchDatabase('postgres', database)
  } finally {
    await database.close()
    await dropScratchDatabase(POSTGRES_URL, name)
  }
}

function printTable(results: Record<string, DbResult>): void {
  console.log(`\nPortico API latency, ${USERS.toLocaleString('en')} users (ms)`)
  console.log('database  | login p50 | login p95 | list p50 | list p95')
  console.log('----------|-----------|-----------|----------|---------')
  for (const [db, r] of Object.entries(results)) {
    const cell = (n: number, width: number) => String(n).padStart(width)
    console.log(
      `${db.padEnd(9)} | ${cell(r.login.p50, 9)} | ${cell(r.login.p95, 9)} | ${cell(r.list.p50, 8)} | ${cell(r.list.p95, 8)}`,
    )
  }
}

const results: Record<string, DbResult> = {}
results.pglite = await withPglite()
results.postgres = await withPostgres()
printTable(results)
console.log(JSON.stringify(results))
process.exit(0)
