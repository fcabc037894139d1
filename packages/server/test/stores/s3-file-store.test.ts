import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { text } from 'node:stream/consumers'
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { S3StoreOptions } from '../../src/stores/s3FileStore'
import { S3FileStore } from '../../src/stores/s3FileStore'
import { API, login, startTestApp, testServerOptions } from '../helpers/app'
import { fileStoreContract } from '../helpers/file-store-contract'
import { PDF, uploadedPath } from '../helpers/upload'

// A real S3-protocol server in-process (s3rver), so the store is checked over real HTTP with the real AWS SDK.
let root: string
let server: { run(): Promise<AddressInfo>; close(): Promise<void> }
let store: S3FileStore
let other: S3FileStore
let options: S3StoreOptions

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'portico-s3-'))
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: root,
    configureBuckets: [{ name: 'portico' }],
  })
  const { port } = await server.run()
  options = {
    bucket: 'portico',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  }
  store = new S3FileStore({ ...options, prefix: 'uploads/' })
  other = new S3FileStore({ ...options, prefix: 'other/' })
})
afterAll(async () => {
  store?.destroy()
  other?.destroy()
  await server?.close()
  await rm(root, { recursive: true, force: true })
})

describe('S3FileStore', () => {
  fileStoreContract(() => store)

  it('keeps each store under its own prefix of the bucket', async () => {
    await store.put('temp/报关单_1700000000000.pdf', Buffer.from('%PDF-1.4 报关'))
    expect(await other.stat('temp/报关单_1700000000000.pdf')).toBeNull()
    const file = await store.get('temp/报关单_1700000000000.pdf')
    expect(file?.size).toBe(Buffer.byteLength('%PDF-1.4 报关'))
    expect(await text(file!.body)).toBe('%PDF-1.4 报关')
  })
})

describe('a server configured with S3_BUCKET', () => {
  it('stores uploads in the bucket and serves them back through /sys/common/static', async () => {
    const base = testServerOptions()
    const t = await startTestApp({ config: { ...base.config, s3: { ...options, prefix: 'server/' } } })
    try {
      const token = await login(t.app, 'admin')
      const stored = await uploadedPath(
        t.app,
        token,
        { content: PDF, name: '报关单.pdf', type: 'application/pdf' },
        'temp',
      )
      expect(stored).toMatch(/^temp\/报关单_\d{13}\.pdf$/)
      const inBucket = new S3FileStore({ ...options, prefix: 'server/' })
      expect((await inBucket.stat(stored))?.size).toBe(PDF.length)
      inBucket.destroy()
      const served = await t.app.inject({
        method: 'GET',
        url: `${API}/sys/common/static/${encodeURI(stored)}`,
      })
      expect(served.statusCode).toBe(200)
      expect(served.rawPayload).toEqual(PDF)
    } finally {
      await t.close()
    }
  })
})
