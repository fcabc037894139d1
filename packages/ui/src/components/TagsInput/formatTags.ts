/**
 * The tags input's rule (spec §5): typed semicolons are stripped, then a semicolon follows every two characters
 * except at the very end ("abcde" -> "ab;cd;e").
 */
export function formatTags(value: string | null | undefined): string {
  if (!value) return ''
  const chars = Array.from(value.replace(/;/g, ''))
  return chars.map((c, i) => (i % 2 === 1 && i < chars.length - 1 ? `${c};` : c)).join('')
}

/** Where the caret goes in the formatted text after `count` characters (semicolons not counted). */
export const caretAfter = (count: number) => (count <= 0 ? 0 : count + Math.floor((count - 1) / 2))

/** How many characters (not semicolons) stand before `position` in `text`. */
export const charsBefore = (text: string, position: number) =>
  Array.from(text.slice(0, position).replace(/;/g, '')).length
