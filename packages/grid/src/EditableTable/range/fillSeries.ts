const DATE = /^(\d{4})-(\d{2})-(\d{2})((?:[ T]\d{2}:\d{2}(?::\d{2})?)?)$/
const DAY_MS = 86_400_000

const isBlank = (value: unknown) => value == null || value === ''

function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string' || !/^-?\d+(\.\d+)?$/.test(value.trim())) return null
  return Number(value)
}

const decimalsOf = (n: number) => (String(n).split('.')[1] ?? '').length

/** A date cell ('YYYY-MM-DD', optionally with a time) as days since 1970 and the time text kept as it is. */
function dayOf(value: unknown): { day: number; time: string } | null {
  const match = typeof value === 'string' ? DATE.exec(value) : null
  if (!match) return null
  const [, y, m, d, time = ''] = match
  const ms = Date.UTC(Number(y), Number(m) - 1, Number(d))
  const date = new Date(ms)
  if (date.getUTCDate() !== Number(d)) return null
  return { day: ms / DAY_MS, time }
}

const dateText = (day: number, time: string) => new Date(day * DAY_MS).toISOString().slice(0, 10) + time

/** The common step between consecutive values, or null when they do not step evenly. */
function evenStep(values: number[], decimals: number): number | null {
  const first = values[0] ?? 0
  const step = (values[1] ?? first) - first
  const scale = 10 ** decimals
  return values.every((value, i) => Math.round((value - (first + step * i)) * scale) === 0) ? step : null
}

/**
 * The `count` values that follow `source` when it is dragged on (the fill handle, Ctrl+D, Ctrl+R): numbers stepping
 * evenly go on with their step (1, 2 → 3, 4), dates go on by their step in days (one date: by one day), anything else
 * (one number, text, uneven steps) repeats the source in turn.
 */
export function extendSeries(source: readonly unknown[], count: number): unknown[] {
  const repeat = () => Array.from({ length: count }, (_, i) => source[i % source.length])
  if (source.length === 0 || source.some(isBlank)) return repeat()
  const days = source.map(dayOf)
  if (days.every((d) => d !== null)) {
    const list = days as { day: number; time: string }[]
    const step =
      list.length === 1
        ? 1
        : evenStep(
            list.map((d) => d.day),
            0,
          )
    const last = list[list.length - 1] as { day: number; time: string }
    if (step === null) return repeat()
    return Array.from({ length: count }, (_, i) => dateText(last.day + step * (i + 1), last.time))
  }
  const numbers = source.map(numberOf)
  if (source.length < 2 || numbers.some((n) => n === null)) return repeat()
  const list = numbers as number[]
  const decimals = Math.max(...list.map(decimalsOf))
  const step = evenStep(list, decimals)
  if (step === null) return repeat()
  const last = list[list.length - 1] ?? 0
  const asText = typeof source[0] === 'string'
  return Array.from({ length: count }, (_, i) => {
    const value = Number((last + step * (i + 1)).toFixed(decimals))
    return asText ? value.toFixed(decimals) : value
  })
}

/** The leading filled cells of a column of the range, which a keyboard fill continues (all filled: the first one). */
export function leadingSource(values: readonly unknown[]): number {
  const firstBlank = values.findIndex(isBlank)
  if (firstBlank === -1) return Math.min(1, values.length)
  return firstBlank
}
