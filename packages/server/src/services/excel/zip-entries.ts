import { Readable } from 'node:stream'
import { createInflateRaw, inflateRawSync } from 'node:zlib'

/** The file is not a zip this reader can open (damaged, encrypted, ZIP64, an unknown compression). */
export class ZipFormatError extends Error {
  override name = 'ZipFormatError'
}

export interface ZipEntry {
  name: string
  method: number
  compressedSize: number
  size: number
  /** Offset of the entry's local header. */
  headerOffset: number
}

const EOCD = 0x06054b50
const CENTRAL = 0x02014b50
const LOCAL = 0x04034b50
const STORED = 0
const DEFLATED = 8
/** Entry data is read in slices so one inflate call never holds the whole part. */
const SLICE_BYTES = 64 * 1024

/** The entries of a zip held in memory, by name, from its central directory. */
export function zipEntries(data: Buffer): Map<string, ZipEntry> {
  const floor = Math.max(0, data.length - 22 - 0xffff)
  let end = -1
  for (let i = data.length - 22; i >= floor; i--) {
    if (data.readUInt32LE(i) === EOCD) {
      end = i
      break
    }
  }
  if (end < 0) throw new ZipFormatError('文件不是有效的ZIP（.xlsx）格式')
  const count = data.readUInt16LE(end + 10)
  const offset = data.readUInt32LE(end + 16)
  if (count === 0xffff || offset === 0xffffffff) throw new ZipFormatError('暂不支持ZIP64格式的Excel文件')
  const entries = new Map<string, ZipEntry>()
  let at = offset
  for (let n = 0; n < count; n++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL) {
      throw new ZipFormatError('ZIP目录已损坏')
    }
    const flags = data.readUInt16LE(at + 8)
    const nameLength = data.readUInt16LE(at + 28)
    const entry: ZipEntry = {
      name: data.toString('utf8', at + 46, at + 46 + nameLength),
      method: data.readUInt16LE(at + 10),
      compressedSize: data.readUInt32LE(at + 20),
      size: data.readUInt32LE(at + 24),
      headerOffset: data.readUInt32LE(at + 42),
    }
    if (flags & 1) throw new ZipFormatError('不支持加密的Excel文件')
    entries.set(entry.name, entry)
    at += 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32)
  }
  return entries
}

function* slices(data: Buffer): Generator<Buffer> {
  for (let start = 0; start < data.length; start += SLICE_BYTES)
    yield data.subarray(start, start + SLICE_BYTES)
}

/** The compressed bytes of an entry (a view into `data`). */
function rawBytes(data: Buffer, entry: ZipEntry): Buffer {
  const at = entry.headerOffset
  if (at + 30 > data.length || data.readUInt32LE(at) !== LOCAL) throw new ZipFormatError('ZIP条目已损坏')
  const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28)
  const end = start + entry.compressedSize
  if (end > data.length) throw new ZipFormatError('ZIP条目不完整')
  if (entry.method !== STORED && entry.method !== DEFLATED) {
    throw new ZipFormatError(`不支持的ZIP压缩方式（${entry.method}）`)
  }
  return data.subarray(start, end)
}

/** A whole entry, inflated, refusing more than `maxBytes` (a zip bomb stops there). */
export function readEntry(data: Buffer, entry: ZipEntry, maxBytes: number): Buffer {
  const raw = rawBytes(data, entry)
  if (entry.method === STORED) return raw
  try {
    return inflateRawSync(raw, { maxOutputLength: maxBytes })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new ZipFormatError(`${entry.name} 解压后超过${Math.round(maxBytes / 1024 / 1024)}MB`)
    }
    throw new ZipFormatError(`${entry.name} 无法解压`)
  }
}

/** An entry inflated as a stream of UTF-8 text chunks (characters never split between chunks). */
export async function* entryText(data: Buffer, entry: ZipEntry): AsyncGenerator<string> {
  const raw = rawBytes(data, entry)
  if (entry.method === STORED) {
    yield raw.toString('utf8')
    return
  }
  const inflate = createInflateRaw({ chunkSize: SLICE_BYTES })
  inflate.setEncoding('utf8')
  const source = Readable.from(slices(raw), { objectMode: false })
  source.pipe(inflate)
  try {
    for await (const chunk of inflate) yield chunk as string
  } catch {
    throw new ZipFormatError(`${entry.name} 无法解压`)
  } finally {
    source.destroy()
    inflate.destroy()
  }
}
