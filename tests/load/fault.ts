/**
 * Fault suite: under write load on two instances sharing a private PostgreSQL and Redis, restarts PostgreSQL,
 * restarts Redis and kills one instance (started again as a supervisor would). Reports how long requests failed
 * after each fault, checks that each instance recovers by itself, that no acknowledged write is lost and that
 * websocket clients are reconnected within 5 s. Prints a table and, as the last line, one JSON object.
 * Run with `npm run test:fault`. Env: FAULT_PORT_BASE (3650: PostgreSQL, Redis, then the two instances),
 * FAULT_WRITERS (20), FAULT_SOCKETS (6), FAULT_SETTLE_S (8, seconds of load around each fault).
 */
import { poolOf, statsOf } from '../bench/support/measure'
import { Client, Instance, PrivatePostgres, PrivateRedis, waitFor } from './cluster'

const BASE = Number(process.env.FAULT_PORT_BASE ?? 3650)
const WRITERS = Number(process.env.FAULT_WRITERS ?? 20)
const SOCKETS = Number(process.env.FAULT_SOCKETS ?? 6)
const SETTLE_MS = Number(process.env.FAULT_SETTLE_S ?? 8) * 1000
const RECONNECT_LIMIT_MS = 5000

interface Outcome {
  at: number
  ok: boolean
  instance: number
}

/** A websocket client of the notice bell that reconnects (to either instance) whenever it is closed. */
class BellSocket {
  private socket: WebSocket | undefined
  down: number | null = null
  readonly outages: number[] = []
  private stopped = false
  constructor(
    private readonly urls: () => string[],
    private readonly userId: () => string,
    private readonly token: () => Promise<string>,
    private readonly refused: () => void,
    private turn: number,
  ) {}
  async open(): Promise<void> {
    while (!this.stopped) {
      const url = this.urls()[this.turn++ % this.urls().length]!
      const ok = await new Promise<boolean>((resolve) => {
        void this.token().then(
          (token) => {
            const socket = new WebSocket(
              `${url.replace('http', 'ws')}/jeecg-boot/websocket/${this.userId()}`,
              [token],
            )
            const timer = setTimeout(() => {
              socket.close()
              resolve(false)
            }, 2000)
            socket.onmessage = (event) => {
              if (String(event.data).includes('heartcheck')) {
                clearTimeout(timer)
                this.socket = socket
                socket.onclose = () => this.lost()
                resolve(true)
              }
            }
            socket.onopen = () => socket.send('HeartBeat')
            socket.onerror = () => {
              clearTimeout(timer)
              resolve(false)
            }
            socket.onclose = (event) => {
              clearTimeout(timer)
              // Refused (1008): the session is gone (Redis lost it); the next attempt signs in again.
              if (event.code === 1008) this.refused()
              resolve(false)
            }
          },
          () => resolve(false),
        )
      })
      if (ok) {
        if (this.down !== null) this.outages.push(Date.now() - this.down)
        this.down = null
        return
      }
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  private lost() {
    if (this.stopped) return
    this.down = Date.now()
    void this.open()
  }
  close() {
    this.stopped = true
    this.socket?.close()
  }
}

async function main() {
  const postgres = new PrivatePostgres(BASE)
  const redis = new PrivateRedis(BASE + 1)
  postgres.start()
  await redis.start()
  const env = { DATABASE_URL: postgres.url, REDIS_URL: redis.url }
  const instances = [new Instance(BASE + 2, env), new Instance(BASE + 3, env)]
  const sockets: BellSocket[] = []
  try {
    for (const instance of instances) await instance.start()
    const clients = Array.from({ length: WRITERS }, (_, i) => new Client(instances[i % 2]!.url))
    const userInfo = new Client(instances[0]!.url)
    await userInfo.login()
    const adminId = userInfo.userId

    for (let i = 0; i < SOCKETS; i++) {
      const socket = new BellSocket(
        () => instances.map((instance) => instance.url),
        () => adminId,
        async () => {
          if (!userInfo.token) await userInfo.login()
          return userInfo.token
        },
        () => {
          userInfo.token = ''
        },
        i,
      )
      await socket.open()
      sockets.push(socket)
    }

    const outcomes: Outcome[] = []
    const acknowledged: string[] = []
    const latencies: number[] = []
    let running = true
    let sequence = 0
    const writer = async (client: Client, w: number) => {
      while (running) {
        const code = `F${w}x${sequence++}`
        const start = Date.now()
        const instance = instances.findIndex((i) => i.url === client.base)
        try {
          await client.call('POST', '/sys/position/add', { code, name: `故障${code}`, postRank: '1' })
          acknowledged.push(code)
          latencies.push(Date.now() - start)
          outcomes.push({ at: Date.now(), ok: true, instance })
        } catch (error) {
          if (!outcomes.some((o) => !o.ok)) console.error(`first failed write: ${(error as Error).message}`)
          outcomes.push({ at: Date.now(), ok: false, instance })
          // Unreachable: go to the other instance, as a load balancer's health check would.
          if (/fetch failed|ECONNREFUSED/.test(String((error as Error).cause ?? (error as Error).message)))
            client.base = instances[1 - instance]!.url
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
      }
    }
    const load = Promise.all(clients.map((client, w) => writer(client, w)))
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

    const faults: { name: string; at: number; end: number; recoveredMs: number[] }[] = []
    /** Until each instance answers a signed-in read again. */
    const recovery = async (from: number) =>
      Promise.all(
        instances.map(async (instance) => {
          const probe = new Client(instance.url)
          await waitFor(async () => {
            try {
              await probe.call('GET', '/sys/user/getCurrentUserDeparts', undefined, 2000)
              return true
            } catch {
              return false
            }
          }, 60_000)
          return Date.now() - from
        }),
      )
    const fault = async (name: string, act: () => Promise<void> | void) => {
      await pause(SETTLE_MS / 2)
      const at = Date.now()
      await act()
      const recoveredMs = await recovery(at)
      await pause(SETTLE_MS / 2)
      faults.push({ name, at, end: Date.now(), recoveredMs })
      console.error(`${name}: every instance answered again after ${Math.max(...recoveredMs)} ms`)
    }
    await fault('PostgreSQL restart', () => postgres.restart())
    await fault('Redis restart', () => redis.restart())
    await fault('instance B killed, started again', async () => {
      await instances[1]!.kill()
      await pause(1000)
      await instances[1]!.start()
    })
    running = false
    await load

    // Every acknowledged write is in the database.
    const db = await poolOf(postgres.url)
    const stored = new Set(
      (await db.query<{ code: string }>("select code from sys_position where code like 'F%x%'")).rows.map(
        (row) => row.code,
      ),
    )
    await db.end()
    const lost = acknowledged.filter((code) => !stored.has(code))
    const socketOutages = sockets.flatMap((socket) => socket.outages)
    const stillDown = sockets.filter((socket) => socket.down !== null).length

    const rows = faults.map((f) => {
      const failures = outcomes.filter((o) => !o.ok && o.at >= f.at && o.at <= f.end)
      const failedMs = failures.length ? failures[failures.length - 1]!.at - f.at : 0
      return {
        fault: f.name,
        failedRequests: failures.length,
        failedForMs: failedMs,
        recoveredMs: Math.max(...f.recoveredMs),
      }
    })
    const maxOutage = socketOutages.length ? Math.max(...socketOutages) : 0
    const passed =
      acknowledged.length > 0 && lost.length === 0 && stillDown === 0 && maxOutage <= RECONNECT_LIMIT_MS
    console.log('\nPortico fault suite: 2 instances, private PostgreSQL and Redis, write load (ms)')
    console.log('fault                            | failed requests | failed for | recovered after')
    console.log('---------------------------------|-----------------|------------|----------------')
    for (const r of rows)
      console.log(
        `${r.fault.padEnd(32)} | ${String(r.failedRequests).padStart(15)} | ${String(r.failedForMs).padStart(10)} | ${String(r.recoveredMs).padStart(15)}`,
      )
    console.log(
      `writes acknowledged ${acknowledged.length}, lost ${lost.length}; websocket reconnects ${socketOutages.length}, longest ${maxOutage} ms, still down ${stillDown}; write latency ${JSON.stringify(statsOf(latencies))}`,
    )
    console.log(passed ? 'PASS' : 'FAIL')
    console.log(
      JSON.stringify({
        passed,
        writers: WRITERS,
        faults: rows,
        acknowledged: acknowledged.length,
        lost: lost.length,
        websocket: { reconnects: socketOutages.length, longestMs: maxOutage, stillDown },
        writeLatency: statsOf(latencies),
      }),
    )
    process.exitCode = passed ? 0 : 1
  } finally {
    for (const socket of sockets) socket.close()
    for (const instance of instances) await instance.stop().catch(() => {})
    await redis.stop()
    postgres.stop()
  }
}

await main()
process.exit(process.exitCode ?? 0)
