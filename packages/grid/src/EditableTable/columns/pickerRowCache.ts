/** Most values sent in one look-up (one IN query). */
export const LOOKUP_BATCH = 50

export interface PickerRowCacheOptions<Row> {
  /** The rows of stored values (unknown values are left out). */
  lookup: (values: string[]) => Promise<Row[]>
  /** The stored value of a row (username, id, org code …). */
  keyOf: (row: Row) => string
  /** Runs a flush later (default: a microtask), so the cells drawn in one frame ask together. */
  schedule?: (flush: () => void) => void
}

/**
 * The rows behind stored values, shared by every picker cell of a kind: cells drawn together ask for their values in
 * one look-up (at most LOOKUP_BATCH values each), each value is asked for once, and rows a picker returned are
 * remembered. A failed look-up forgets its values, so a cell drawn later asks again.
 */
export interface PickerRowCache<Row> {
  get(value: string): Row | undefined
  /** Whether a value is being looked up. */
  pending(value: string): boolean
  request(values: readonly string[]): void
  remember(rows: readonly Row[]): void
  subscribe(listener: () => void): () => void
  /** Changes whenever rows arrive or look-ups start or end (a snapshot for useSyncExternalStore). */
  version(): number
}

export function createPickerRowCache<Row>({
  lookup,
  keyOf,
  schedule = queueMicrotask,
}: PickerRowCacheOptions<Row>): PickerRowCache<Row> {
  const known = new Map<string, Row>()
  /** Values asked for and not failed: in flight, found, or unknown to the server. */
  const asked = new Set<string>()
  const inFlight = new Set<string>()
  let queued: string[] = []
  let version = 0
  const listeners = new Set<() => void>()
  const changed = () => {
    version += 1
    for (const listener of listeners) listener()
  }

  async function ask(values: string[]) {
    try {
      for (const row of await lookup(values)) known.set(keyOf(row), row)
    } catch {
      for (const value of values) asked.delete(value)
    } finally {
      for (const value of values) inFlight.delete(value)
      changed()
    }
  }

  function flush() {
    const values = queued
    queued = []
    for (let from = 0; from < values.length; from += LOOKUP_BATCH)
      void ask(values.slice(from, from + LOOKUP_BATCH))
  }

  return {
    get: (value) => known.get(value),
    pending: (value) => inFlight.has(value),
    request(values) {
      const wanted = [...new Set(values)].filter(
        (value) => value !== '' && !known.has(value) && !asked.has(value),
      )
      if (wanted.length === 0) return
      for (const value of wanted) {
        asked.add(value)
        inFlight.add(value)
      }
      if (queued.length === 0) schedule(flush)
      queued.push(...wanted)
      changed()
    },
    remember(rows) {
      for (const row of rows) known.set(keyOf(row), row)
      if (rows.length) changed()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    version: () => version,
  }
}
