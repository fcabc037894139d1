/** Escapes LIKE wildcards so user text matches literally (the pattern itself is always a bound parameter). */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`)

/** `%text%` for a "contains" match. */
export const containsPattern = (value: string) => `%${escapeLike(value)}%`
