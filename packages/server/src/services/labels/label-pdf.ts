import { existsSync } from 'node:fs'
import bwipjs from 'bwip-js/node'
import PDFDocument from 'pdfkit'

/** 100 × 100 mm in PDF points (1 mm = 72 / 25.4 pt). */
const SIDE = (100 * 72) / 25.4
const MARGIN = 10

/** A CJK font for Chinese names and addresses: LABEL_FONT, else Noto Sans CJK when the system has it. */
const CJK_FONTS = [
  process.env.LABEL_FONT,
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
].filter((path): path is string => Boolean(path))
const cjkFont = CJK_FONTS.find((path) => existsSync(path))

export interface LabelContent {
  /** The big line on top: channel name or bag number. */
  heading: string
  /** Printed under the barcode. */
  barcode: string
  /** Label / value lines under the heading (sender, receiver, destination, weight…). */
  lines: { label: string; value: string }[]
  /** Large text at the bottom right, e.g. the destination country. */
  corner?: string
}

/** Code 128 barcode of `text` as a PNG. */
const barcodePng = (text: string) =>
  bwipjs.toBuffer({ bcid: 'code128', text, scale: 3, height: 14, includetext: false })

/** One PDF of 100 × 100 mm labels, one page each, with the number as a Code 128 barcode. */
export async function labelsPdf(labels: LabelContent[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: [SIDE, SIDE], margin: MARGIN, autoFirstPage: false })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()))
  if (cjkFont)
    doc.registerFont('label', cjkFont, cjkFont.endsWith('.ttc') ? 'NotoSansCJKsc-Regular' : undefined)
  const font = cjkFont ? 'label' : 'Helvetica'
  const width = SIDE - 2 * MARGIN
  for (const label of labels) {
    doc.addPage()
    doc
      .font(font)
      .fontSize(13)
      .text(label.heading, MARGIN, MARGIN, { width, lineBreak: false, ellipsis: true })
    doc
      .moveTo(MARGIN, 30)
      .lineTo(SIDE - MARGIN, 30)
      .lineWidth(0.8)
      .stroke()
    let y = 35
    for (const line of label.lines) {
      doc.fontSize(7.5).text(`${line.label}：${line.value}`, MARGIN, y, { width, height: 22, ellipsis: true })
      y = doc.y + 2
      if (y > 170) break
    }
    doc.image(await barcodePng(label.barcode), MARGIN + 8, 195, { width: width - 16, height: 48 })
    doc.fontSize(12).text(label.barcode, MARGIN, 248, { width, align: 'center', characterSpacing: 1 })
    if (label.corner)
      doc.fontSize(18).text(label.corner, SIDE - MARGIN - 60, 160, { width: 60, align: 'right' })
  }
  doc.end()
  await ended
  return Buffer.concat(chunks)
}
