/**
 * Load suite: LOAD_USERS signed-in users (200) for LOAD_SECONDS (60) against two server instances sharing a private
 * PostgreSQL and Redis, each user alternating the instances as a load balancer would. A mixed workload: user list
 * with a filter and a sort, position list, current user, dictionaries (reads) and 职务 adds (writes, about one in
 * four). Reports throughput, latency percentiles and errors, and checks that every acknowledged write is stored.
 * Prints a table and, as the last line, one JSON object. Run with `npm run test:load`.
 * Env: LOAD_PORT_BASE (3655: PostgreSQL, Redis, then the two instances), LOAD_USERS, LOAD_SECONDS.
 */
import { poolOf, type Stats, statsOf } from '../bench/support/measure'
import { Client, Instance, PrivatePostgres, PrivateRedis } from './cluster'

const BASE = Number(process.env.LOAD_PORT_BASE ?? 3655)
const USERS = Number(process.env.LOAD_USERS ?? 200)
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60)

type Kind = 'user list' | 'position list' | 'current user' | 'dictionaries' | 'position add'
const NAMES = ['伟', '芳', '娜', '敏', '静', '强', '磊', '军']

/** What user `u` does on its `n`th request: a fixed mix, about one write in four. */
function step(u: number, n: number): { kind: Kind; method: string; url: string; body?: object } {
  const pick = (u * 31 + n) % 8
  if (pick < 2) {
    const code = `L${u}x${n}`
    return {
      kind: 'position add',
      method: 'POST',
      url: '/sys/position/add',
      body: { code, name: `负载${code}`, postRank: '1' },
    }
  }
  if (pick < 5) {
    const name = NAMES[(u + n) % NAMES.length]!
    return {
      kind: 'user list',
      method: 'GET',
      url: `/sys/user/list?realname=*${encodeURIComponent(name)}*&column=createTime&order=desc&pageNo=${1 + (n % 3)}&pageSize=10`,
    }
  }
  if (pick < 6)
    return { kind: 'position list', method: 'GET', url: `/sys/position/list?pageNo=1&pageSize=10` }
  if (pick < 7) return { kind: 'current user', method: 'GET', url: '/sys/user/getCurrentUserDeparts' }
  return { kind: 'dictionaries', method: 'GET', url: '/sys/dict/queryAllDictItems' }
}

async function main() {
  const postgres = new PrivatePostgres(BASE)
  const redis = new PrivateRedis(BASE + 1)
  postgres.start()
  await redis.start()
  const env = { DATABASE_URL: postgres.url, REDIS_URL: redis.url }
  const instances = [new Instance(BASE + 2, env), new Instance(BASE + 3, env)]
  try {
    for (const instance of instances) await instance.start()
    const clients = Array.from({ length: USERS }, (_, u) => new Client(instances[u % 2]!.url))
    const t0 = Date.now()
    for (let i = 0; i < clients.length; i += 20)
      await Promise.all(clients.slice(i, i + 20).map((c) => c.login()))
    console.error(`${USERS} users signed in in ${Date.now() - t0} ms`)

    const timings = new Map<Kind, number[]>()
    const errors = new Map<string, number>()
    const acknowledged: string[] = []
    const until = Date.now() + SECONDS * 1000
    await Promise.all(
      clients.map(async (client, u) => {
        for (let n = 0; Date.now() < until; n++) {
          client.base = instances[(u + n) % 2]!.url
          const { kind, method, url, body } = step(u, n)
          const start = performance.now()
          try {
            await client.call(method, url, body)
            if (kind === 'position add') acknowledged.push((body as { code: string }).code)
            const list = timings.get(kind) ?? []
            list.push(performance.now() - start)
            timings.set(kind, list)
          } catch (error) {
            const key = `${kind}: ${(error as Error).message.slice(0, 60)}`
            errors.set(key, (errors.get(key) ?? 0) + 1)
          }
        }
      }),
    )
    const elapsed = (Date.now() - until + SECONDS * 1000) / 1000

    const db = await poolOf(postgres.url)
    const stored = new Set(
      (await db.query<{ code: string }>("select code from sys_position where code like 'L%x%'")).rows.map(
        (row) => row.code,
      ),
    )
    await db.end()
    const lost = acknowledged.filter((code) => !stored.has(code)).length

    const all = [...timings.values()].flat()
    const errorCount = [...errors.values()].reduce((a, b) => a + b, 0)
    const byKind: Record<string, Stats & { count: number }> = {}
    for (const [kind, list] of timings) byKind[kind] = { count: list.length, ...statsOf(list) }
    const overall = statsOf(all)
    const throughput = Math.round(all.length / elapsed)
    console.log(
      `\nPortico load suite: ${USERS} users, ${SECONDS} s, 2 instances, private PostgreSQL + Redis (ms)`,
    )
    console.log('request        |  count |   p50 |   p95 |   p99')
    console.log('---------------|--------|-------|-------|------')
    const row = (name: string, count: number, s: Stats) =>
      console.log(
        `${name.padEnd(14)} | ${String(count).padStart(6)} | ${String(s.p50).padStart(5)} | ${String(s.p95).padStart(5)} | ${String(s.p99).padStart(5)}`,
      )
    for (const [kind, s] of Object.entries(byKind)) row(kind, s.count, s)
    row('all', all.length, overall)
    console.log(
      `throughput ${throughput} req/s; errors ${errorCount}; writes acknowledged ${acknowledged.length}, lost ${lost}`,
    )
    for (const [key, n] of errors) console.log(`  error ×${n}: ${key}`)
    const passed = acknowledged.length > 0 && lost === 0 && errorCount === 0
    console.log(passed ? 'PASS' : 'FAIL')
    console.log(
      JSON.stringify({
        passed,
        users: USERS,
        seconds: SECONDS,
        throughput,
        requests: all.length,
        errors: errorCount,
        acknowledgedWrites: acknowledged.length,
        lostWrites: lost,
        latency: overall,
        byKind,
      }),
    )
    process.exitCode = passed ? 0 : 1
  } finally {
    for (const instance of instances) await instance.stop().catch(() => {})
    await redis.stop()
    postgres.stop()
  }
}

await main()
process.exit(process.exitCode ?? 0)
