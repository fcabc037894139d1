import { entryText, readEntry, ZipFormatError, zipEntries } from './zip-entries'

/**
 * A lean streaming reader for the first worksheet of an .xlsx: the zip's central directory, the workbook, styles and
 * shared strings read whole (they are small next to the sheet), then the sheet inflated and scanned row by row.
 * Cells come back as text the way the import compares them: strings trimmed, numbers as JavaScript prints them,
 * dates (number cells with a date format) as `yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss`, booleans `true`/`false`, errors ''.
 */

export { ZipFormatError as XlsxFormatError }

/** Largest workbook part read whole (shared strings of a big sheet are the largest). */
const MAX_PART_BYTES = 256 * 1024 * 1024

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/** XML text with its five entities and numeric character references decoded. */
export function decodeXml(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name] ?? whole
    const code = name[1] === 'x' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10)
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole
  })
}

const attributePatterns = new Map<string, RegExp>()

/** Value of attribute `name` in a start tag's text, or undefined. */
function attribute(tag: string, name: string): string | undefined {
  let pattern = attributePatterns.get(name)
  if (!pattern) {
    pattern = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`)
    attributePatterns.set(name, pattern)
  }
  const match = pattern.exec(tag)
  return match ? decodeXml(match[1] ?? match[2]) : undefined
}

/** r, s and t of a cell's start tag in one pass. */
function cellAttributes(tag: string): { r?: string; s?: string; t?: string } {
  const found: { r?: string; s?: string; t?: string } = {}
  const pattern = /\s([rst])\s*=\s*(?:"([^"]*)"|'([^']*)')/g
  for (let m = pattern.exec(tag); m; m = pattern.exec(tag)) found[m[1] as 'r' | 's' | 't'] = m[2] ?? m[3]
  return found
}

/** Text of every `<t>` in a string item or inline string, phonetic runs (`<rPh>`) left out. */
function stringItemText(xml: string): string {
  const body = xml.includes('<rPh') ? xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '') : xml
  let text = ''
  const t = /<t(?:\s[^>]*)?>([\s\S]*?)<\/t>|<t(?:\s[^>]*)?\/>/g
  for (let m = t.exec(body); m; m = t.exec(body)) text += m[1] ?? ''
  return decodeXml(text)
}

function sharedStrings(xml: string): string[] {
  const strings: string[] = []
  const si = /<si>([\s\S]*?)<\/si>|<si\/>/g
  for (let m = si.exec(xml); m; m = si.exec(xml)) strings.push(m[1] ? stringItemText(m[1]) : '')
  return strings
}

/** Built-in number formats that are dates or times (ECMA-376 18.8.30, plus the CJK date ids). */
const BUILTIN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54,
  55, 56, 57, 58,
])

/** A custom format is a date when, outside quotes and brackets, it has date or time letters. */
export function isDateFormat(code: string): boolean {
  const clean = code
    .replace(/\[[^\]]*]/g, '')
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
  return /[ymdhs]/i.test(clean) && !/^general$/i.test(clean.trim())
}

/** Which cell style indexes (`s`) format their numbers as dates. */
function dateStyles(xml: string | undefined): boolean[] {
  if (!xml) return []
  const custom = new Map<number, string>()
  const numFmt = /<numFmt\b[^>]*>/g
  for (let m = numFmt.exec(xml); m; m = numFmt.exec(xml)) {
    const id = Number(attribute(m[0], 'numFmtId'))
    custom.set(id, attribute(m[0], 'formatCode') ?? '')
  }
  const cellXfs = /<cellXfs\b[^>]*>([\s\S]*?)<\/cellXfs>/.exec(xml)?.[1] ?? ''
  const styles: boolean[] = []
  const xf = /<xf\b[^>]*>/g
  for (let m = xf.exec(cellXfs); m; m = xf.exec(cellXfs)) {
    const id = Number(attribute(m[0], 'numFmtId') ?? 0)
    const code = custom.get(id)
    styles.push(code !== undefined ? isDateFormat(code) : BUILTIN_DATE_FORMATS.has(id))
  }
  return styles
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n))

/** An Excel serial date as text (UTC, like the cell shows it): the day, and the time unless it is midnight. */
export function serialDateText(serial: number, date1904: boolean): string {
  const ms = Math.round((serial - (date1904 ? 24107 : 25569)) * 86_400_000)
  const d = new Date(ms)
  if (Number.isNaN(d.getTime())) return String(serial)
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
  const h = d.getUTCHours()
  const m = d.getUTCMinutes()
  const s = d.getUTCSeconds()
  return h + m + s === 0 ? day : `${day} ${pad(h)}:${pad(m)}:${pad(s)}`
}

/** The zero-based column of a cell reference like `AB12`. */
function columnOf(ref: string): number {
  let column = 0
  for (let i = 0; i < ref.length; i++) {
    const c = ref.charCodeAt(i)
    if (c < 65 || c > 90) break
    column = column * 26 + (c - 64)
  }
  return column - 1
}

function resolveTarget(target: string): string {
  if (target.startsWith('/')) return target.slice(1)
  const parts = `xl/${target}`.split('/')
  const out: string[] = []
  for (const part of parts) {
    if (part === '..') out.pop()
    else if (part !== '.') out.push(part)
  }
  return out.join('/')
}

/** What may follow `<row` in a row's start tag (not `<rowBreaks`). */
const ROW_TAG_END = new Set([' ', '>', '/', '\t', '\n', '\r'])

export interface SheetRow {
  /** 1-based row number as in Excel. */
  number: number
  /** Cell texts by zero-based column; missing cells are ''. */
  values: string[]
}

interface SheetContext {
  strings: string[]
  dates: boolean[]
  date1904: boolean
}

function cellValue(
  type: string | undefined,
  style: string | undefined,
  inner: string,
  context: SheetContext,
): string {
  if (type === 'inlineStr') return stringItemText(inner).trim()
  const v = /<v(?:\s[^>]*)?>([\s\S]*?)<\/v>/.exec(inner)?.[1]
  if (v === undefined) return ''
  switch (type) {
    case 's':
      return (context.strings[Number(v)] ?? '').trim()
    case 'str':
      return decodeXml(v).trim()
    case 'b':
      return v === '1' || v === 'true' ? 'true' : 'false'
    case 'e':
      return ''
    default: {
      const n = Number(v)
      if (Number.isNaN(n)) return decodeXml(v).trim()
      return context.dates[Number(style ?? 0)] ? serialDateText(n, context.date1904) : String(n)
    }
  }
}

function parseRow(xml: string, fallbackNumber: number, context: SheetContext): SheetRow {
  const open = xml.slice(0, xml.indexOf('>') + 1)
  const number = Number(attribute(open, 'r') ?? fallbackNumber)
  const values: string[] = []
  const cell = /<c\b([^>]*?)(\/>|>([\s\S]*?)<\/c>)/g
  let next = 0
  for (let m = cell.exec(xml); m; m = cell.exec(xml)) {
    const { r, s, t } = cellAttributes(m[1])
    const column = r ? columnOf(r) : next
    next = column + 1
    const text = m[3] === undefined ? '' : cellValue(t, s, m[3], context)
    while (values.length < column) values.push('')
    values[column] = text
  }
  return { number, values }
}

/** Streams the rows of the workbook's first sheet. Throws XlsxFormatError when the file is not a workbook. */
export async function* readFirstSheet(data: Buffer): AsyncGenerator<SheetRow> {
  const entries = zipEntries(data)
  const part = (name: string) => {
    const entry = entries.get(name)
    return entry ? readEntry(data, entry, MAX_PART_BYTES).toString('utf8') : undefined
  }
  const workbook = part('xl/workbook.xml')
  if (!workbook) throw new ZipFormatError('文件中没有工作簿（xl/workbook.xml）')
  const firstSheet = /<sheet\b[^>]*>/.exec(workbook)?.[0]
  const relId = firstSheet && (attribute(firstSheet, 'r:id') ?? attribute(firstSheet, 'id'))
  const rels = part('xl/_rels/workbook.xml.rels') ?? ''
  const relationship = [...rels.matchAll(/<Relationship\b[^>]*>/g)]
    .map((m) => m[0])
    .find((tag) => attribute(tag, 'Id') === relId)
  const sheetName = relationship
    ? resolveTarget(attribute(relationship, 'Target') ?? '')
    : 'xl/worksheets/sheet1.xml'
  const sheet = entries.get(sheetName)
  if (!sheet) throw new ZipFormatError('文件中没有工作表')
  const workbookPr = /<workbookPr\b[^>]*>/.exec(workbook)?.[0] ?? ''
  const date1904 = /^(1|true)$/.test(attribute(workbookPr, 'date1904') ?? '')
  const context: SheetContext = {
    strings: sharedStrings(part('xl/sharedStrings.xml') ?? ''),
    dates: dateStyles(part('xl/styles.xml')),
    date1904,
  }

  let pending = ''
  let rowNumber = 0
  for await (const chunk of entryText(data, sheet)) {
    pending = pending ? pending + chunk : chunk
    let from = 0
    for (;;) {
      const start = pending.indexOf('<row', from)
      if (start < 0) {
        // The last characters may be the beginning of `<row`.
        from = Math.max(from, pending.length - 4)
        break
      }
      if (pending.length <= start + 4) break
      if (!ROW_TAG_END.has(pending[start + 4])) {
        from = start + 4
        continue
      }
      const close = pending.indexOf('>', start)
      if (close < 0) break
      let end: number
      if (pending[close - 1] === '/') {
        end = close + 1
      } else {
        const closing = pending.indexOf('</row>', close)
        if (closing < 0) break
        end = closing + 6
      }
      const row = parseRow(pending.slice(start, end), rowNumber + 1, context)
      rowNumber = row.number
      yield row
      from = end
    }
    // Keep the unfinished row (or the few characters that may begin one).
    pending = pending.slice(from)
  }
}
