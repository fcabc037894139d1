import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'

/**
 * scrypt at one of OWASP's equivalent settings (N=2^14, r=8, p=5: 16 MiB, the least memory of them), stored as a
 * PHC string `$scrypt$ln=14,r=8,p=5$<salt>$<hash>` (base64 without padding), so the parameters travel with the hash.
 */
export const SCRYPT_PARAMS = { ln: 14, r: 8, p: 5 } as const
const KEY_LENGTH = 32
const SALT_BYTES = 16
/** Hashes from before PHC strings: hex in `password`, the salt in its own column, N=2^14, r=8, p=1. */
const LEGACY_PARAMS = { ln: 14, r: 8, p: 1 } as const

type Params = { ln: number; r: number; p: number }

function derive(password: string, salt: Buffer | string, { ln, r, p }: Params): Promise<Buffer> {
  const N = 2 ** ln
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)))
  })
}

const b64 = (buffer: Buffer) => buffer.toString('base64').replace(/=+$/, '')

/** A PHC string for the password; `salt` is null (kept for the column the legacy hashes used). */
export async function hashPassword(password: string): Promise<{ hash: string; salt: null }> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(password, salt, SCRYPT_PARAMS)
  const { ln, r, p } = SCRYPT_PARAMS
  return { hash: `$scrypt$ln=${ln},r=${r},p=${p}$${b64(salt)}$${b64(key)}`, salt: null }
}

interface ParsedPhc {
  params: Params
  salt: Buffer
  key: Buffer
}

function parsePhc(hash: string): ParsedPhc | undefined {
  const match = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(
    hash,
  )
  if (!match) return undefined
  const [ln, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (ln < 10 || ln > 20 || r < 1 || p < 1 || p > 16) return undefined
  return { params: { ln, r, p }, salt: Buffer.from(match[4], 'base64'), key: Buffer.from(match[5], 'base64') }
}

// Verifying against this when there is no account costs what a real check costs: timing tells nothing.
const DUMMY = hashPassword(randomBytes(12).toString('hex'))

export async function verifyPassword(
  password: string,
  hash: string | undefined,
  salt: string | null | undefined,
): Promise<boolean> {
  const parsed = hash ? parsePhc(hash) : undefined
  if (parsed) {
    const actual = await derive(password, parsed.salt, parsed.params)
    return actual.length === parsed.key.length && timingSafeEqual(actual, parsed.key)
  }
  if (hash && salt && /^[0-9a-f]+$/.test(hash)) {
    const expected = Buffer.from(hash, 'hex')
    const actual = await derive(password, salt, LEGACY_PARAMS)
    return expected.length === actual.length && timingSafeEqual(expected, actual)
  }
  // No usable hash (unknown user, imported account without a password): spend the same time, then refuse.
  const dummy = parsePhc((await DUMMY).hash)!
  await derive(password, dummy.salt, dummy.params)
  return false
}

/** True for a legacy hash or a PHC string with other parameters: rehash it at the next successful login. */
export function needsRehash(hash: string): boolean {
  const parsed = parsePhc(hash)
  if (!parsed) return true
  const { ln, r, p } = parsed.params
  return ln !== SCRYPT_PARAMS.ln || r !== SCRYPT_PARAMS.r || p !== SCRYPT_PARAMS.p
}
