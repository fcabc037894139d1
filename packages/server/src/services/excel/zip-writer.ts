import { once } from 'node:events'
import type { Writable } from 'node:stream'
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib'

const LOCAL = 0x04034b50
const DESCRIPTOR = 0x08074b50
const CENTRAL = 0x02014b50
const END = 0x06054b50
/** Bit 3: sizes and CRC follow the data; bit 11: the name is UTF-8. */
const FLAGS = 0x0008 | 0x0800
const DEFLATED = 8
const MAX_32 = 0xffffffff
/** Text is collected into chunks of about this size before it is compressed. */
const CHUNK_CHARS = 64 * 1024

interface Written {
  name: Buffer
  crc: number
  compressedSize: number
  size: number
  offset: number
}

/** The client went away (or the output failed) while a file was being written. */
export class OutputClosedError extends Error {
  override name = 'OutputClosedError'
}

/** One streamed zip entry: write text, then close. Waits whenever the output is full (backpressure). */
export interface ZipEntryWriter {
  write(text: string): Promise<void>
  close(): Promise<void>
}

/**
 * A zip written front to back onto a stream (no seeking): each entry's local header, its deflated data, then a data
 * descriptor with the CRC and sizes; the central directory at the end. Nothing larger than a chunk is held in memory.
 */
export class ZipStreamWriter {
  private offset = 0
  private readonly entries: Written[] = []
  /** MS-DOS time and date of every entry (local time, two-second steps). */
  private readonly time: number
  private readonly date: number

  constructor(
    private readonly output: Writable,
    now = new Date(),
  ) {
    this.time = (now.getHours() << 11) | (now.getMinutes() << 5) | (now.getSeconds() >> 1)
    this.date = ((now.getFullYear() - 1980) << 9) | ((now.getMonth() + 1) << 5) | now.getDate()
  }

  private async put(data: Buffer): Promise<void> {
    if (this.output.destroyed || this.output.writableEnded) throw new OutputClosedError('output closed')
    this.offset += data.length
    if (!this.output.write(data)) await this.drained()
  }

  private async drained(): Promise<void> {
    if (!this.output.writableNeedDrain) return
    const closed = once(this.output, 'close').then(() => {
      throw new OutputClosedError('output closed')
    })
    await Promise.race([once(this.output, 'drain'), closed])
    closed.catch(() => {})
  }

  private localHeader(name: Buffer): Buffer {
    const header = Buffer.alloc(30)
    header.writeUInt32LE(LOCAL, 0)
    header.writeUInt16LE(20, 4)
    header.writeUInt16LE(FLAGS, 6)
    header.writeUInt16LE(DEFLATED, 8)
    header.writeUInt16LE(this.time, 10)
    header.writeUInt16LE(this.date, 12)
    header.writeUInt16LE(name.length, 26)
    return Buffer.concat([header, name])
  }

  private descriptor(entry: Written): Buffer {
    const d = Buffer.alloc(16)
    d.writeUInt32LE(DESCRIPTOR, 0)
    d.writeUInt32LE(entry.crc >>> 0, 4)
    d.writeUInt32LE(entry.compressedSize, 8)
    d.writeUInt32LE(entry.size, 12)
    return d
  }

  /** A small entry written at once. */
  async addFile(name: string, content: string): Promise<void> {
    const data = Buffer.from(content, 'utf8')
    const compressed = deflateRawSync(data)
    const entry: Written = {
      name: Buffer.from(name, 'utf8'),
      crc: crc32(data),
      compressedSize: compressed.length,
      size: data.length,
      offset: this.offset,
    }
    await this.put(this.localHeader(entry.name))
    await this.put(compressed)
    await this.put(this.descriptor(entry))
    this.entries.push(entry)
  }

  /** A large entry written piece by piece. */
  async openEntry(name: string): Promise<ZipEntryWriter> {
    const entry: Written = {
      name: Buffer.from(name, 'utf8'),
      crc: 0,
      compressedSize: 0,
      size: 0,
      offset: this.offset,
    }
    await this.put(this.localHeader(entry.name))
    const deflate = createDeflateRaw({ level: 6 })
    const pieces: Buffer[] = []
    deflate.on('data', (chunk: Buffer) => {
      entry.compressedSize += chunk.length
      pieces.push(chunk)
    })
    let text = ''
    const compress = async (final: boolean) => {
      if (text.length > 0) {
        const data = Buffer.from(text, 'utf8')
        text = ''
        entry.crc = crc32(data, entry.crc)
        entry.size += data.length
        if (entry.size > MAX_32) throw new Error('sheet larger than 4 GB')
        // Resolved once zlib has taken the chunk; what it produced is then passed on below.
        await new Promise<void>((resolve, reject) =>
          deflate.write(data, (error) => (error ? reject(error) : resolve())),
        )
      }
      if (final) {
        deflate.end()
        await once(deflate, 'end')
      }
      while (pieces.length) await this.put(pieces.shift()!)
    }
    return {
      write: async (more: string) => {
        text += more
        if (text.length >= CHUNK_CHARS) await compress(false)
      },
      close: async () => {
        await compress(true)
        await this.put(this.descriptor(entry))
        this.entries.push(entry)
      },
    }
  }

  /** Writes the central directory; the caller ends the output. */
  async finish(): Promise<void> {
    const start = this.offset
    for (const entry of this.entries) {
      const c = Buffer.alloc(46)
      c.writeUInt32LE(CENTRAL, 0)
      c.writeUInt16LE(20, 4)
      c.writeUInt16LE(20, 6)
      c.writeUInt16LE(FLAGS, 8)
      c.writeUInt16LE(DEFLATED, 10)
      c.writeUInt16LE(this.time, 12)
      c.writeUInt16LE(this.date, 14)
      c.writeUInt32LE(entry.crc >>> 0, 16)
      c.writeUInt32LE(entry.compressedSize, 20)
      c.writeUInt32LE(entry.size, 24)
      c.writeUInt16LE(entry.name.length, 28)
      c.writeUInt32LE(entry.offset, 42)
      await this.put(Buffer.concat([c, entry.name]))
    }
    if (this.offset > MAX_32) throw new Error('zip larger than 4 GB')
    const end = Buffer.alloc(22)
    end.writeUInt32LE(END, 0)
    end.writeUInt16LE(this.entries.length, 8)
    end.writeUInt16LE(this.entries.length, 10)
    end.writeUInt32LE(this.offset - start, 12)
    end.writeUInt32LE(start, 16)
    await this.put(end)
  }
}
