/**
 * OWASP's Argon2id minimums side by side (m=47104 t=1, m=19456 t=2, m=12288 t=3, m=9216 t=4, m=7168 t=5, all p=1):
 * equal in cost on paper, not in hash-wasm (cache, WebAssembly memory growth). Each runs through the server's own
 * password worker, `BENCH_WORKERS` (2) of them as the server's pool runs on two cores; prints ms per hash (one
 * worker's view) and hashes/s (the pool's), the last line one JSON object.
 * Env: BENCH_WORKERS (2), BENCH_HASHES (40 per setting, after one warm-up per worker).
 */
import { randomBytes } from 'node:crypto'
import { loadavg } from 'node:os'
import { Worker } from 'node:worker_threads'

const WORKERS = Number(process.env.BENCH_WORKERS ?? 2)
const HASHES = Number(process.env.BENCH_HASHES ?? 40)
const SETTINGS = [
  { m: 47_104, t: 1 },
  { m: 19_456, t: 2 },
  { m: 12_288, t: 3 },
  { m: 9_216, t: 4 },
  { m: 7_168, t: 5 },
] as const
const WORKER_SCRIPT = new URL('../../packages/server/src/services/auth/password-worker.mjs', import.meta.url)

function hashOn(worker: Worker, setting: { m: number; t: number }): Promise<number> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    worker.once('message', (message: { error?: string }) =>
      message.error ? reject(new Error(message.error)) : resolve(performance.now() - started),
    )
    worker.postMessage({
      kind: 'argon2id',
      password: randomBytes(9).toString('base64'),
      salt: randomBytes(16),
      length: 32,
      m: setting.m,
      t: setting.t,
      p: 1,
    })
  })
}

async function measure(setting: { m: number; t: number }) {
  // Fresh workers for each setting: a worker keeps the memory its largest hash grew.
  const workers = Array.from({ length: WORKERS }, () => new Worker(WORKER_SCRIPT))
  try {
    await Promise.all(workers.map((worker) => hashOn(worker, setting)))
    const times: number[] = []
    const started = performance.now()
    await Promise.all(
      workers.map(async (worker, w) => {
        for (let i = w; i < HASHES; i += WORKERS) times.push(await hashOn(worker, setting))
      }),
    )
    const seconds = (performance.now() - started) / 1000
    times.sort((a, b) => a - b)
    return {
      ...setting,
      p: 1,
      msPerHash: Math.round(times[Math.floor(times.length / 2)]! * 10) / 10,
      hashesPerSecond: Math.round((HASHES / seconds) * 10) / 10,
    }
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()))
  }
}

const results = []
for (const setting of SETTINGS) results.push(await measure(setting))
console.log(`Argon2id (hash-wasm) at OWASP's minimums, ${WORKERS} workers, ${HASHES} hashes each`)
console.log('setting             | ms/hash (median) | hashes/s')
console.log('--------------------|------------------|---------')
for (const r of results)
  console.log(
    `${`m=${r.m} t=${r.t} p=1`.padEnd(19)} | ${String(r.msPerHash).padStart(16)} | ${String(r.hashesPerSecond).padStart(8)}`,
  )
const fastest = results.reduce((a, b) => (b.hashesPerSecond > a.hashesPerSecond ? b : a))
console.log(
  `fastest: m=${fastest.m} t=${fastest.t}; load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
)
console.log(JSON.stringify({ workers: WORKERS, hashes: HASHES, results, fastest, loadAverage: loadavg() }))
