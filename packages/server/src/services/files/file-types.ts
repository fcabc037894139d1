/** What the first bytes of a file say it is. */
export type Sniffed =
  | 'png'
  | 'jpeg'
  | 'gif'
  | 'webp'
  | 'bmp'
  | 'pdf'
  | 'zip'
  | 'ole'
  | 'rar'
  | '7z'
  | 'text'
  | 'executable'
  | 'unknown'

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b)
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))

const SIGNATURES: [Sniffed, (data: Buffer) => boolean][] = [
  ['png', (d) => startsWith(d, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['jpeg', (d) => startsWith(d, [0xff, 0xd8, 0xff])],
  ['gif', (d) => startsWith(d, ascii('GIF87a')) || startsWith(d, ascii('GIF89a'))],
  ['webp', (d) => startsWith(d, ascii('RIFF')) && startsWith(d, ascii('WEBP'), 8)],
  ['bmp', (d) => startsWith(d, ascii('BM')) && d.length >= 26],
  ['pdf', (d) => startsWith(d, ascii('%PDF-'))],
  ['zip', (d) => startsWith(d, [0x50, 0x4b, 0x03, 0x04]) || startsWith(d, [0x50, 0x4b, 0x05, 0x06])],
  ['ole', (d) => startsWith(d, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])],
  ['rar', (d) => startsWith(d, ascii('Rar!\u001a\u0007'))],
  ['7z', (d) => startsWith(d, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])],
  [
    'executable',
    (d) =>
      startsWith(d, ascii('MZ')) || // Windows PE / DOS
      startsWith(d, [0x7f, 0x45, 0x4c, 0x46]) || // ELF
      startsWith(d, [0xca, 0xfe, 0xba, 0xbe]) || // Mach-O universal / Java class
      startsWith(d, [0xfe, 0xed, 0xfa, 0xce]) ||
      startsWith(d, [0xfe, 0xed, 0xfa, 0xcf]) ||
      startsWith(d, [0xce, 0xfa, 0xed, 0xfe]) ||
      startsWith(d, [0xcf, 0xfa, 0xed, 0xfe]) ||
      startsWith(d, ascii('#!')), // scripts
  ],
]

/** Text: no NUL byte in the first 8 KiB (UTF-8, GBK and other legacy encodings all pass). */
const looksLikeText = (data: Buffer) => !data.subarray(0, 8192).includes(0)

export function sniff(data: Buffer): Sniffed {
  for (const [kind, matches] of SIGNATURES) if (matches(data)) return kind
  return data.length > 0 && looksLikeText(data) ? 'text' : 'unknown'
}

/** Extension (lower case, no dot) → the content it must have. Anything else is refused. */
export const ALLOWED_EXTENSIONS: Readonly<Record<string, Sniffed>> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  gif: 'gif',
  webp: 'webp',
  bmp: 'bmp',
  pdf: 'pdf',
  xlsx: 'zip',
  docx: 'zip',
  pptx: 'zip',
  zip: 'zip',
  xls: 'ole',
  doc: 'ole',
  ppt: 'ole',
  rar: 'rar',
  '7z': '7z',
  txt: 'text',
  csv: 'text',
}

const IMAGE_KINDS = new Set<Sniffed>(['png', 'jpeg', 'gif', 'webp', 'bmp'])
export const isImageKind = (kind: Sniffed) => IMAGE_KINDS.has(kind)

/** The last extension of a file name, lower case, or '' when there is none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
}

/** Content types the static route may serve inline; everything else is a download. */
export const INLINE_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  pdf: 'application/pdf',
}
