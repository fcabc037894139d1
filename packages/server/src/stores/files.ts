import { createReadStream } from 'node:fs'
import { mkdir, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'

/**
 * Where uploaded and generated files live. Keys are relative paths of safe segments (`temp/photo_1700000000000.png`,
 * checked by `isSafeKey`); implementations may still map them however they like (a folder, an S3 bucket prefix).
 */
export interface FileStore {
  /** Writes a new file; never overwrites: throws FileExistsError when the key is taken. */
  put(key: string, body: Buffer): Promise<void>
  /** The file's content and size, or null when there is none. */
  get(key: string): Promise<{ body: Readable; size: number } | null>
  stat(key: string): Promise<{ size: number; modified: Date } | null>
  /** Removes a file; removing a missing file is not an error. */
  delete(key: string): Promise<void>
}

export class FileExistsError extends Error {
  override name = 'FileExistsError'
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
const UNSAFE_SEGMENT = /[\\\u0000-\u001f\u007f]|^\.{1,2}$|^$/

/** A relative key of non-empty segments without `.`/`..`, backslashes or control characters. */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 512 || key.startsWith('/')) return false
  return key.split('/').every((segment) => !UNSAFE_SEGMENT.test(segment) && segment.length <= 255)
}

/** Files under one folder; every key is resolved and confined to it. */
export class LocalFileStore implements FileStore {
  private readonly root: string

  constructor(root: string) {
    this.root = path.resolve(root)
  }

  private pathOf(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe file key: ${JSON.stringify(key)}`)
    const full = path.resolve(this.root, key)
    if (!full.startsWith(this.root + path.sep)) throw new Error(`file key outside the store: ${key}`)
    return full
  }

  async put(key: string, body: Buffer): Promise<void> {
    const full = this.pathOf(key)
    await mkdir(path.dirname(full), { recursive: true })
    try {
      await writeFile(full, body, { flag: 'wx' })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new FileExistsError(key)
      throw error
    }
  }

  async get(key: string): Promise<{ body: Readable; size: number } | null> {
    const info = await this.stat(key)
    if (!info) return null
    return { body: createReadStream(this.pathOf(key)), size: info.size }
  }

  async stat(key: string): Promise<{ size: number; modified: Date } | null> {
    try {
      const info = await stat(this.pathOf(key))
      return info.isFile() ? { size: info.size, modified: info.mtime } : null
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'ENOENT' || code === 'ENOTDIR') return null
      throw error
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true })
  }
}
