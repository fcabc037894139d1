import { PassThrough } from 'node:stream'
import { openXlsx } from '../../../services/excel/xlsx-writer'

/** An .xlsx of a header row and data rows, as a customer or carrier would upload it. */
export async function workbook(sheetName: string, header: string[], rows: string[][]): Promise<Buffer> {
  const output = new PassThrough()
  const chunks: Buffer[] = []
  output.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise((resolve) => output.on('end', resolve))
  const sheet = await openXlsx(output, { sheetName, widths: header.map(() => 16) })
  await sheet.addRow(header)
  for (const row of rows) await sheet.addRow(row)
  await sheet.finish()
  await done
  return Buffer.concat(chunks)
}
