/** Spec §9: long cell text is cut at 25 characters by default (12 in the business-component modal). */
export const DEFAULT_ELLIPSIS = 25

/** `text` cut to `ellipsis` characters plus `...`: true = the default length, a number = that length, else uncut. */
export function cutText(text: string, ellipsis: boolean | number | undefined): string {
  const limit = ellipsis === true ? DEFAULT_ELLIPSIS : typeof ellipsis === 'number' ? ellipsis : 0
  return limit > 0 && text.length > limit ? `${text.slice(0, limit)}...` : text
}

export type HeaderCheckState = boolean | 'mixed'

/** The header box: none, some (mixed) or all of the page's selectable rows. */
export function headerCheckState(selectableKeys: string[], selectedKeys: string[]): HeaderCheckState {
  // A Set: the editable table asks this over 100,000 rows.
  const chosen = new Set(selectedKeys)
  let selected = 0
  for (const key of selectableKeys) if (chosen.has(key)) selected++
  if (selected === 0) return false
  return selected === selectableKeys.length ? true : 'mixed'
}
