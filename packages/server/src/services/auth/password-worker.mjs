// One password derivation at a time, off the main thread: Argon2id in WebAssembly (hash-wasm), scrypt for the
// hashes stored before it. Plain JavaScript so that tsx, Vitest and the built server all start it as it is.
import { scryptSync } from 'node:crypto'
import { parentPort } from 'node:worker_threads'
import { argon2id } from 'hash-wasm'

function derive(task) {
  if (task.kind === 'argon2id') {
    return argon2id({
      password: task.password,
      salt: task.salt,
      memorySize: task.m,
      iterations: task.t,
      parallelism: task.p,
      hashLength: task.length,
      outputType: 'binary',
    })
  }
  const N = 2 ** task.ln
  return scryptSync(task.password, task.salt, task.length, {
    N,
    r: task.r,
    p: task.p,
    maxmem: 256 * N * task.r + 1024 * 1024,
  })
}

parentPort.on('message', async (task) => {
  try {
    parentPort.postMessage({ result: new Uint8Array(await derive(task)) })
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) })
  }
})
