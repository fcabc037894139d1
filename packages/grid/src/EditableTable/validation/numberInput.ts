const typedNumber = /^-?\d*\.?\d*$/

/**
 * What a number cell shows after a keystroke (spec §5): an optional leading minus, digits and at most one decimal
 * point are accepted (empty and a lone minus too); anything else keeps the previous text.
 */
export function acceptNumberInput(next: string, previous: string): string {
  return typedNumber.test(next) ? next : previous
}

/** The value a number cell keeps on blur: a number when the text is one, otherwise empty. */
export function numberOnBlur(text: unknown): number | '' {
  if (typeof text === 'number') return Number.isFinite(text) ? text : ''
  const trimmed = String(text ?? '').trim()
  if (trimmed === '' || trimmed === '-' || trimmed === '.' || trimmed === '-.') return ''
  const parsed = Number(trimmed)
  return Number.isFinite(parsed) ? parsed : ''
}
