/** One level of a category code: a capital letter and two digits (A01 … A99, B01 … Z99), as JeecgBoot's YouBianCodeUtil. */
const SEGMENT = /^[A-Z]\d{2}$/

/** Codes a caller may set: letters, digits, `_` and `-`. */
export const CATEGORY_CODE = /^[A-Za-z0-9_-]{1,100}$/

/**
 * The next free code under `parentCode` ('' for a root) after the children's `siblingCodes`: one segment past the
 * largest one in use. Undefined when Z99 is taken.
 */
export function nextCategoryCode(parentCode: string, siblingCodes: string[]): string | undefined {
  let largest = -1
  for (const code of siblingCodes) {
    if (!code.startsWith(parentCode)) continue
    const segment = code.slice(parentCode.length)
    if (!SEGMENT.test(segment)) continue
    largest = Math.max(largest, ordinal(segment))
  }
  const next = largest + 1
  if (next >= 26 * 99) return undefined
  return `${parentCode}${String.fromCharCode(65 + Math.floor(next / 99))}${String((next % 99) + 1).padStart(2, '0')}`
}

/** A01 → 0, A99 → 98, B01 → 99 … */
function ordinal(segment: string): number {
  return (segment.charCodeAt(0) - 65) * 99 + Number(segment.slice(1)) - 1
}
