import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isSafeKey, LocalFileStore } from '../../src/stores/files'
import { fileStoreContract } from '../helpers/file-store-contract'

let root: string
let store: LocalFileStore

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'portico-files-'))
  store = new LocalFileStore(path.join(root, 'upload'))
})
afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('LocalFileStore', () => {
  fileStoreContract(() => store)

  it('keeps files under its folder at their key', async () => {
    await store.put('user/avatar/me_1.png', Buffer.from('png'))
    expect(await readFile(path.join(root, 'upload', 'user', 'avatar', 'me_1.png'), 'utf8')).toBe('png')
  })
})

describe('isSafeKey', () => {
  it('accepts plain relative paths, including Chinese names, and nothing else', () => {
    expect(isSafeKey('temp/报告_1700000000000.pdf')).toBe(true)
    expect(isSafeKey('a.b/c..d')).toBe(true)
    for (const key of ['..', '.', 'a/..', '/a', 'a/', 'a\\b', 'a\nb', 'x'.repeat(513)]) {
      expect(isSafeKey(key), JSON.stringify(key)).toBe(false)
    }
  })
})
