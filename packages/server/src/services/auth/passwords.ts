import { randomBytes, timingSafeEqual } from 'node:crypto'
import { availableParallelism } from 'node:os'
import { WorkerPool } from './worker-pool'

/**
 * Argon2id at one of OWASP's minimums (m=7 MiB, t=5, p=1), stored as the PHC string
 * `$argon2id$v=19$m=7168,t=5,p=1$<salt>$<hash>` (base64 without padding), so the parameters travel with the hash.
 * OWASP's five minimums cost the same on paper; in hash-wasm on two workers this one is the fastest by about three
 * times over m=19 MiB t=2 (`npm run bench:argon2`: a smaller memory stays in cache and grows WebAssembly memory
 * less), which is what 50 logins at once need. Hashes made before it (Argon2id with other parameters, scrypt PHC
 * strings, hex with the salt in its own column) are still verified with their own parameters and replaced at the
 * next successful login (`needsRehash`).
 */
export const ARGON2_PARAMS = { m: 7_168, t: 5, p: 1 } as const
const ARGON2_VERSION = 19
const KEY_LENGTH = 32
const SALT_BYTES = 16
/** Hashes from before PHC strings: hex in `password`, the salt in its own column, N=2^14, r=8, p=1. */
const LEGACY_SCRYPT = { ln: 14, r: 8, p: 1 } as const

type Argon2Params = { m: number; t: number; p: number }
type ScryptParams = { ln: number; r: number; p: number }
type DeriveTask =
  | ({ kind: 'argon2id'; password: string; salt: Uint8Array; length: number } & Argon2Params)
  | ({ kind: 'scrypt'; password: string; salt: Uint8Array | string; length: number } & ScryptParams)

/**
 * Every derivation runs in this pool, never on the main thread or in libuv's thread pool (which reads the files
 * the server sends): a rush of logins queues here while pages and files are still served.
 */
const pool = new WorkerPool<DeriveTask, Uint8Array>(
  new URL('./password-worker.mjs', import.meta.url),
  Math.min(4, availableParallelism()),
)

async function derive(task: DeriveTask): Promise<Buffer> {
  return Buffer.from(await pool.run(task))
}

const b64 = (buffer: Buffer) => buffer.toString('base64').replace(/=+$/, '')
const sameKey = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b)

/** A PHC string for the password; `salt` is null (kept for the column the legacy hashes used). */
export async function hashPassword(password: string): Promise<{ hash: string; salt: null }> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive({ kind: 'argon2id', password, salt, length: KEY_LENGTH, ...ARGON2_PARAMS })
  const { m, t, p } = ARGON2_PARAMS
  return { hash: `$argon2id$v=${ARGON2_VERSION}$m=${m},t=${t},p=${p}$${b64(salt)}$${b64(key)}`, salt: null }
}

type Parsed =
  | { kind: 'argon2id'; params: Argon2Params; salt: Buffer; key: Buffer }
  | { kind: 'scrypt'; params: ScryptParams; salt: Buffer; key: Buffer }

const B64 = '([A-Za-z0-9+/]+)'
const ARGON2_PHC = new RegExp(
  `^\\$argon2id\\$v=19\\$m=(\\d{1,7}),t=(\\d{1,2}),p=(\\d{1,2})\\$${B64}\\$${B64}$`,
)
const SCRYPT_PHC = new RegExp(`^\\$scrypt\\$ln=(\\d{1,2}),r=(\\d{1,2}),p=(\\d{1,2})\\$${B64}\\$${B64}$`)

/** A stored PHC string with parameters in sane bounds (a tampered row must not make a login cost minutes). */
function parsePhc(hash: string): Parsed | undefined {
  const argon = ARGON2_PHC.exec(hash)
  if (argon) {
    const [m, t, p] = [Number(argon[1]), Number(argon[2]), Number(argon[3])]
    if (m < 8 * p || m > 262_144 || t < 1 || t > 10 || p < 1 || p > 16) return undefined
    const [salt, key] = [Buffer.from(argon[4], 'base64'), Buffer.from(argon[5], 'base64')]
    return { kind: 'argon2id', params: { m, t, p }, salt, key }
  }
  const scrypt = SCRYPT_PHC.exec(hash)
  if (scrypt) {
    const [ln, r, p] = [Number(scrypt[1]), Number(scrypt[2]), Number(scrypt[3])]
    if (ln < 10 || ln > 20 || r < 1 || p < 1 || p > 16) return undefined
    const [salt, key] = [Buffer.from(scrypt[4], 'base64'), Buffer.from(scrypt[5], 'base64')]
    return { kind: 'scrypt', params: { ln, r, p }, salt, key }
  }
  return undefined
}

function deriveLike(password: string, parsed: Parsed): Promise<Buffer> {
  const length = parsed.key.length
  return parsed.kind === 'argon2id'
    ? derive({ kind: 'argon2id', password, salt: parsed.salt, length, ...parsed.params })
    : derive({ kind: 'scrypt', password, salt: parsed.salt, length, ...parsed.params })
}

// Verifying against this when there is no account costs what a real check costs: timing tells nothing.
let dummy: Promise<Parsed> | undefined
const dummyHash = () => {
  dummy ??= hashPassword(randomBytes(12).toString('hex')).then(({ hash }) => parsePhc(hash) as Parsed)
  return dummy
}

export async function verifyPassword(
  password: string,
  hash: string | undefined,
  salt: string | null | undefined,
): Promise<boolean> {
  // Argon2 refuses to hash an empty password, and none is ever valid: spend the same time on a stand-in, refuse.
  if (password === '') {
    await deriveLike('\u0000', await dummyHash())
    return false
  }
  const parsed = hash ? parsePhc(hash) : undefined
  if (parsed) return sameKey(await deriveLike(password, parsed), parsed.key)
  if (hash && salt && /^[0-9a-f]+$/.test(hash)) {
    const expected = Buffer.from(hash, 'hex')
    const actual = await derive({ kind: 'scrypt', password, salt, length: KEY_LENGTH, ...LEGACY_SCRYPT })
    return sameKey(expected, actual)
  }
  // No usable hash (unknown user, imported account without a password): spend the same time, then refuse.
  await deriveLike(password, await dummyHash())
  return false
}

/** True for any hash but an Argon2id one with today's parameters: rehash it at the next successful login. */
export function needsRehash(hash: string): boolean {
  const parsed = parsePhc(hash)
  if (parsed?.kind !== 'argon2id') return true
  const { m, t, p } = parsed.params
  return m !== ARGON2_PARAMS.m || t !== ARGON2_PARAMS.t || p !== ARGON2_PARAMS.p
}
