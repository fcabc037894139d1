import type { Writable } from 'node:stream'
import { ZipStreamWriter } from './zip-writer'

/**
 * A lean streaming writer of a one-sheet .xlsx: every cell an inline string, a bold title row and header row, merged
 * title rows and column widths. The sheet's XML is built as text and deflated as it goes, so memory stays flat however
 * many rows are written, and `addRow` waits while the output is full.
 */

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships'

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`

const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`

/** Style 0 plain, 1 bold (header), 2 bold 14pt (title). */
export const STYLE = { plain: 0, bold: 1, title: 2 } as const

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="${MAIN}"><fonts count="3"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="14"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="0" fontId="2" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`

const NOT_XML_SOURCE =
  '[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\ufffe\\uffff]|[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]'
/** Characters XML 1.0 cannot carry (controls, lone surrogates): dropped. */
const NOT_XML = new RegExp(NOT_XML_SOURCE)
const NOT_XML_ALL = new RegExp(NOT_XML_SOURCE, 'g')
const SPECIAL = /[&<>"]/g
const HAS_SPECIAL = /[&<>"]/
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }

/** Text safe inside an XML element or attribute. */
export function escapeXml(text: string): string {
  const clean = NOT_XML.test(text) ? text.replace(NOT_XML_ALL, '') : text
  return HAS_SPECIAL.test(clean) ? clean.replace(SPECIAL, (c) => ESCAPES[c]) : clean
}

/** Column letters of a zero-based index: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let letters = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters
  return letters
}

/** A sheet name Excel accepts: no []:*?/\, at most 31 characters, not empty. */
function sheetName(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, '_').slice(0, 31) || 'Sheet1'
}

export interface XlsxSheetOptions {
  sheetName: string
  /** Column widths in characters (one per column). */
  widths: number[]
  /** Rows (1-based) whose first cell spans every column, e.g. the title rows. */
  mergedRows?: number[]
}

export interface XlsxSheetWriter {
  /** Appends a row of texts (empty texts leave the cell empty); waits while the output is full. */
  addRow(values: readonly string[], style?: number): Promise<void>
  /** Closes the sheet and the workbook; the output is ended. */
  finish(): Promise<void>
}

/** Opens a workbook with one sheet on `output`; the caller writes rows, then finishes. */
export async function openXlsx(output: Writable, options: XlsxSheetOptions): Promise<XlsxSheetWriter> {
  const zip = new ZipStreamWriter(output)
  const columns = Math.max(1, options.widths.length)
  const letters = Array.from({ length: columns }, (_, i) => columnLetters(i))
  await zip.addFile('[Content_Types].xml', CONTENT_TYPES)
  await zip.addFile('_rels/.rels', ROOT_RELS)
  await zip.addFile(
    'xl/workbook.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${escapeXml(sheetName(options.sheetName))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  )
  await zip.addFile('xl/_rels/workbook.xml.rels', WORKBOOK_RELS)
  await zip.addFile('xl/styles.xml', STYLES)
  const sheet = await zip.openEntry('xl/worksheets/sheet1.xml')
  const cols = options.widths
    .map((width, i) => `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`)
    .join('')
  await sheet.write(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetFormatPr defaultRowHeight="15"/>${cols ? `<cols>${cols}</cols>` : ''}<sheetData>`,
  )
  let rowNumber = 0
  return {
    async addRow(values, style = STYLE.plain) {
      rowNumber++
      const s = style ? ` s="${style}"` : ''
      let xml = `<row r="${rowNumber}">`
      for (let i = 0; i < values.length; i++) {
        const text = values[i]
        if (!text) continue
        const letter = letters[i] ?? columnLetters(i)
        const space = text.trimEnd() !== text || text.trimStart() !== text ? ' xml:space="preserve"' : ''
        xml += `<c r="${letter}${rowNumber}"${s} t="inlineStr"><is><t${space}>${escapeXml(text)}</t></is></c>`
      }
      await sheet.write(`${xml}</row>`)
    },
    async finish() {
      const merged = options.mergedRows ?? []
      const merges =
        merged.length && columns > 1
          ? `<mergeCells count="${merged.length}">${merged.map((r) => `<mergeCell ref="A${r}:${letters[columns - 1]}${r}"/>`).join('')}</mergeCells>`
          : ''
      await sheet.write(`</sheetData>${merges}</worksheet>`)
      await sheet.close()
      await zip.finish()
      output.end()
    },
  }
}
