/** Cuts a display name to `length` characters (5 in the upload cell), adding an ellipsis when cut. */
export function cutName(name: string | null | undefined, length = 5): string {
  if (!name) return ''
  const chars = Array.from(name)
  return chars.length > length ? `${chars.slice(0, length).join('')}…` : name
}

/** The lower-case extension of a file name, without the dot ('' when none). */
export function extensionOf(name: string): string {
  const i = name.lastIndexOf('.')
  return i <= 0 || i === name.length - 1 ? '' : name.slice(i + 1).toLowerCase()
}

export const EXCEL_EXTENSIONS = ['xls', 'xlsx'] as const

/** True for `.xls` and `.xlsx` names (the only files the import dialog accepts). */
export function isExcelFile(name: string): boolean {
  return (EXCEL_EXTENSIONS as readonly string[]).includes(extensionOf(name))
}

const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp', 'svg', 'ico', 'tif', 'tiff', 'avif']

/** True for an image by MIME type, or by extension when the type is missing. */
export function isImageFile(file: { name: string; type?: string }): boolean {
  if (file.type) return file.type.startsWith('image/')
  return IMAGE_EXTENSIONS.includes(extensionOf(file.name))
}

/**
 * Whether a file matches an `accept` attribute value (`.pdf,image/*,application/zip`); empty accepts all.
 */
export function matchesAccept(file: { name: string; type?: string }, accept: string | undefined): boolean {
  if (!accept?.trim()) return true
  const type = (file.type ?? '').toLowerCase()
  const ext = `.${extensionOf(file.name)}`
  return accept
    .split(',')
    .map((a) => a.trim().toLowerCase())
    .filter(Boolean)
    .some((a) => {
      if (a.startsWith('.')) return ext === a
      if (a.endsWith('/*')) return type.startsWith(a.slice(0, -1))
      return type === a
    })
}
