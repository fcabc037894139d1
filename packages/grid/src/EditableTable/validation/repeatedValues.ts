/** A value as unique rules compare it. */
export const sameKey = (value: unknown) => String(value ?? '')

/** A column's values that two or more rows hold (compared as text, as unique rules compare them). */
export interface RepeatedValues {
  /** 1 at the index of each row whose value another row holds too. */
  readonly rowFlags: Uint8Array
  /** Whether two or more rows hold `value`. */
  has(value: unknown): boolean
}

/**
 * Gathers a column's repeated values one row at a time (so the caller can pause between rows). One map lookup per
 * row: the first row holding a value is remembered, and a second one flags both.
 */
export function repeatedValuesCounter(rowCount: number): {
  add(rowIndex: number, value: unknown): void
  readonly result: RepeatedValues
} {
  const firstRow = new Map<string, number>()
  const repeated = new Set<string>()
  const rowFlags = new Uint8Array(rowCount)
  return {
    add(rowIndex, value) {
      const key = sameKey(value)
      const first = firstRow.get(key)
      if (first === undefined) {
        firstRow.set(key, rowIndex)
        return
      }
      rowFlags[first] = 1
      rowFlags[rowIndex] = 1
      repeated.add(key)
    },
    result: { rowFlags, has: (value) => repeated.has(sameKey(value)) },
  }
}
