import { text } from 'node:stream/consumers'
import { expect, it } from 'vitest'
import { FileExistsError, type FileStore } from '../../src/stores/files'

/** The behaviour every FileStore must have (local folder today, an S3-compatible bucket later). */
export function fileStoreContract(store: () => FileStore): void {
  it('puts, stats, gets and deletes a file', async () => {
    await store().put('temp/a_1.txt', Buffer.from('hello'))
    expect(await store().stat('temp/a_1.txt')).toMatchObject({ size: 5 })
    const file = await store().get('temp/a_1.txt')
    expect(file?.size).toBe(5)
    expect(await text(file!.body)).toBe('hello')
    await store().delete('temp/a_1.txt')
    expect(await store().stat('temp/a_1.txt')).toBeNull()
    expect(await store().get('temp/a_1.txt')).toBeNull()
    await expect(store().delete('temp/a_1.txt')).resolves.toBeUndefined()
  })

  it('never overwrites an existing key', async () => {
    await store().put('temp/once.txt', Buffer.from('first'))
    await expect(store().put('temp/once.txt', Buffer.from('second'))).rejects.toBeInstanceOf(FileExistsError)
    expect(await text((await store().get('temp/once.txt'))!.body)).toBe('first')
  })

  it('answers null for missing files and for folders', async () => {
    await store().put('deep/folder/x.txt', Buffer.from('x'))
    expect(await store().stat('deep/folder')).toBeNull()
    expect(await store().stat('nothing/here.txt')).toBeNull()
    expect(await store().stat('deep/folder/x.txt/under-a-file')).toBeNull()
  })

  it('refuses keys that could leave the store', async () => {
    for (const key of [
      '../x.txt',
      'a/../../x.txt',
      '/etc/passwd',
      'a\\..\\x.txt',
      'a/./x.txt',
      'a//x.txt',
      'x\u0000.txt',
      '',
    ]) {
      await expect(store().put(key, Buffer.from('x')), JSON.stringify(key)).rejects.toThrow()
      await expect(store().get(key), JSON.stringify(key)).rejects.toThrow()
    }
  })
}
