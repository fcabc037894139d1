import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const VERSION = 'v1'
const IV_BYTES = 12
const TAG_BYTES = 16

export class SecretBoxError extends Error {
  override name = 'SecretBoxError'
}

/** Seals short secrets (data-source passwords) with AES-256-GCM: `v1:` + base64(iv | tag | ciphertext). */
export class SecretBox {
  private readonly key: Buffer

  constructor(secret: string | Buffer) {
    this.key = createHash('sha256').update(secret).digest()
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES)
    const cipher = createCipheriv('aes-256-gcm', this.key, iv)
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
    return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')}`
  }

  /** The plain text; throws SecretBoxError when it was sealed with another key or is not a sealed value. */
  open(sealed: string): string {
    const [version, body] = sealed.split(':')
    const bytes = Buffer.from(body ?? '', 'base64')
    if (version !== VERSION || bytes.length < IV_BYTES + TAG_BYTES) throw new SecretBoxError('not sealed')
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES))
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8')
    } catch {
      throw new SecretBoxError('sealed with another key')
    }
  }
}

/**
 * The key of data-source passwords: DATA_SOURCE_SECRET; without it a random key kept in `<DATA_DIR>/data-source.key`
 * (readable by the server's user only), or, under NODE_ENV=test, one for this process. Servers sharing one
 * PostgreSQL must share DATA_SOURCE_SECRET.
 */
export function dataSourceSecretBox(config: { dataSourceSecret?: string; dataDir: string; nodeEnv: string }) {
  if (config.dataSourceSecret) return new SecretBox(config.dataSourceSecret)
  if (config.nodeEnv === 'test') return new SecretBox(randomBytes(32))
  const file = path.join(config.dataDir, 'data-source.key')
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true })
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' })
    chmodSync(file, 0o600)
  }
  return new SecretBox(readFileSync(file, 'utf8').trim())
}
