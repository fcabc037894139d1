import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { PassThrough, Writable } from 'node:stream'
import { deflateRawSync } from 'node:zlib'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { readEntityRows } from '../../../src/services/excel/import-reader'
import type { ExcelSheetSpec } from '../../../src/services/excel/sheet.types'
import { readFirstSheet } from '../../../src/services/excel/xlsx-reader'
import { columnLetters, openXlsx, STYLE } from '../../../src/services/excel/xlsx-writer'
import { OutputClosedError } from '../../../src/services/excel/zip-writer'

async function collect(write: (output: PassThrough) => Promise<void>): Promise<Buffer> {
  const output = new PassThrough()
  const chunks: Buffer[] = []
  output.on('data', (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise((resolve) => output.on('end', resolve))
  await write(output)
  await ended
  return Buffer.concat(chunks)
}

async function rowsOf(data: Buffer): Promise<string[][]> {
  const rows: string[][] = []
  for await (const row of readFirstSheet(data)) rows.push(row.values)
  return rows
}

/** Every row of the first sheet as ExcelJS reads it (values by column, '' for empty). */
async function exceljsRows(data: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(data as unknown as ArrayBuffer)
  const rows: string[][] = []
  book.worksheets[0].eachRow({ includeEmpty: true }, (row) => {
    const values = (row.values as unknown[]).slice(1)
    rows.push(Array.from(values, (v) => (v == null ? '' : String(v))))
  })
  return rows
}

const TRICKY = [
  'a & b <c> "q" \'s\'',
  '😀 跨境电商 供应链',
  '  leading and trailing  ',
  'line1\nline2\ttab',
  'bell\u0007 and nul\u0000 dropped',
  'lone \ud800 surrogate',
  '=1+1',
  ']]>',
]

describe('xlsx writer', () => {
  it('writes a workbook that ExcelJS and our reader read back cell for cell', async () => {
    const wide = Array.from({ length: 30 }, (_, i) => `col${i}`)
    const data = await collect(async (output) => {
      const sheet = await openXlsx(output, {
        sheetName: '用户/信息[1]',
        widths: wide.map(() => 12),
        mergedRows: [1],
      })
      await sheet.addRow(['标题'], STYLE.title)
      await sheet.addRow(wide, STYLE.bold)
      await sheet.addRow(TRICKY)
      await sheet.addRow(['', 'gap', '', 'after'])
      await sheet.finish()
    })
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what the writer must drop
    const cleaned = TRICKY.map((t) => t.replace(/[\u0000\u0007]|\ud800/g, ''))
    const expected = [['标题'], wide, cleaned, ['', 'gap', '', 'after']]
    const ours = await rowsOf(data)
    // Our reader trims, as the import compares trimmed texts.
    expect(ours).toEqual(expected.map((row) => row.map((t) => t.trim())))
    const theirs = await exceljsRows(data)
    // ExcelJS repeats a merged cell's value across the merge.
    expect(theirs[0]).toEqual(wide.map(() => '标题'))
    expect(theirs.slice(1)).toEqual(expected.slice(1))
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(data as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]
    expect(sheet.name).toBe('用户_信息_1_')
    expect(sheet.getCell('A1').font?.bold).toBe(true)
    expect(sheet.getCell('A1').font?.size).toBe(14)
    expect(sheet.getCell('B2').font?.bold).toBe(true)
    expect(sheet.getCell('A1').isMerged && sheet.getCell('AD1').isMerged).toBe(true)
    expect(sheet.getColumn(30).width).toBe(12)
  })

  it('names columns past Z like Excel', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702, 16383].map(columnLetters)).toEqual([
      'A',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
      'XFD',
    ])
  })

  it('waits for a slow client instead of buffering the file', async () => {
    let held = 0
    let maxHeld = 0
    const slow = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _encoding, callback) {
        held += chunk.length
        maxHeld = Math.max(maxHeld, this.writableLength)
        setTimeout(() => {
          held -= chunk.length
          callback()
        }, 5)
      },
    })
    const sheet = await openXlsx(slow, { sheetName: 's', widths: [20, 20, 20] })
    // Random text compresses poorly, so the file is about a megabyte.
    for (let i = 0; i < 30_000; i++)
      await sheet.addRow([randomBytes(24).toString('hex'), `${i * 7919}`, '测试'])
    await sheet.finish()
    await once(slow, 'finish')
    expect(held).toBe(0)
    // The writer waited for 'drain': the output never held much more than its high-water mark and one chunk.
    expect(maxHeld).toBeLessThan(256 * 1024)
  })

  it('stops with OutputClosedError when the client goes away', async () => {
    const output = new PassThrough()
    output.resume()
    const sheet = await openXlsx(output, { sheetName: 's', widths: [10] })
    output.destroy()
    await expect(
      (async () => {
        for (let i = 0; i < 100_000; i++) await sheet.addRow([`row ${i} ${'y'.repeat(50)}`])
      })(),
    ).rejects.toBeInstanceOf(OutputClosedError)
  })
})

const SPEC: ExcelSheetSpec = {
  title: 't',
  sheetName: 's',
  fileName: 'f',
  key: 'k',
  columns: [
    { title: '账号', field: 'a', required: true },
    { title: '姓名', field: 'b', required: true },
    { title: '日期', field: 'c' },
    { title: '数字', field: 'd' },
    { title: '其他', field: 'e' },
  ],
}

async function entityRows(data: Buffer) {
  const rows: { rowNumber: number; cells: Record<string, string> }[] = []
  for await (const row of readEntityRows(data, SPEC)) rows.push(row)
  return rows
}

describe('xlsx reader', () => {
  it('reads what Excel files hold: shared and inline strings, rich text, dates, numbers, formulas, booleans', async () => {
    for (const shared of [true, false]) {
      const output = new PassThrough()
      const chunks: Buffer[] = []
      output.on('data', (c: Buffer) => chunks.push(c))
      const book = new ExcelJS.stream.xlsx.WorkbookWriter({
        stream: output,
        useSharedStrings: shared,
        useStyles: true,
      })
      const sheet = book.addWorksheet('x')
      sheet.addRow(['标题']).commit()
      sheet.addRow(['其他', '日期', '账号', '姓名', '数字']).commit()
      sheet.addRow([true, new Date(Date.UTC(1990, 0, 2)), 'u1', ' 张三 ', 42]).commit()
      sheet
        .addRow([
          { formula: '1+1', result: 2 },
          new Date(Date.UTC(2020, 4, 6, 13, 14, 15)),
          'u2',
          'a & b <c>',
          3.5,
        ])
        .commit()
      sheet.addRow([null, null, null, null, null]).commit()
      sheet
        .addRow([
          { error: '#N/A' },
          '2001-12-31',
          'u3',
          { richText: [{ text: '富' }, { font: { bold: true }, text: '文本' }] },
          -1e21,
        ] as ExcelJS.CellValue[])
        .commit()
      await book.commit()
      expect(await entityRows(Buffer.concat(chunks)), `sharedStrings ${shared}`).toEqual([
        { rowNumber: 3, cells: { a: 'u1', b: '张三', c: '1990-01-02', d: '42', e: 'true' } },
        { rowNumber: 4, cells: { a: 'u2', b: 'a & b <c>', c: '2020-05-06 13:14:15', d: '3.5', e: '2' } },
        { rowNumber: 6, cells: { a: 'u3', b: '富文本', c: '2001-12-31', d: '-1e+21', e: '' } },
      ])
    }
  })

  it('refuses damaged files with a clear message', async () => {
    const good = await collect(async (output) => {
      const sheet = await openXlsx(output, { sheetName: 's', widths: [10, 10] })
      await sheet.addRow(['账号', '姓名'])
      await sheet.addRow(['a', 'b'])
      await sheet.finish()
    })
    const truncated = good.subarray(0, good.length - 30)
    await expect(entityRows(truncated)).rejects.toThrow(/无法读取Excel文件（/)
    await expect(entityRows(Buffer.from('PK\u0003\u0004 not really a zip'))).rejects.toThrow(
      /无法读取Excel文件/,
    )
    // A valid zip that is no workbook.
    const notWorkbook = await collect(async (output) => {
      const { ZipStreamWriter } = await import('../../../src/services/excel/zip-writer')
      const zip = new ZipStreamWriter(output)
      await zip.addFile('hello.txt', 'hi')
      await zip.finish()
      output.end()
    })
    await expect(entityRows(notWorkbook)).rejects.toThrow(/没有工作簿/)
    expect(deflateRawSync(Buffer.alloc(10)).length).toBeGreaterThan(0)
  })
})
