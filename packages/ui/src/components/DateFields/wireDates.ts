/**
 * JeecgBoot's date strings and the local Date a calendar shows: `yyyy-MM-dd`, `yyyy-MM` and `yyyy-MM-dd HH:mm:ss`,
 * read strictly (a 31 February is refused, not rolled over) and also typed with `/` or `.` or without zero padding.
 */
const pad = (n: number) => String(n).padStart(2, '0')

export const formatWireDate = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

export const formatWireMonth = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}`

export const formatWireDateTime = (date: Date) =>
  `${formatWireDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`

const DATE_TIME = /^(\d{4})[-/.](\d{1,2})(?:[-/.](\d{1,2}))?(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?$/

interface Parts {
  year: number
  month: number
  day?: number
  time?: [number, number, number]
}

function partsOf(text: string): Parts | null {
  const match = DATE_TIME.exec(text.trim())
  if (!match) return null
  const [, y, m, d, hh, mm, ss] = match
  return {
    year: Number(y),
    month: Number(m),
    day: d === undefined ? undefined : Number(d),
    time: hh === undefined ? undefined : [Number(hh), Number(mm), Number(ss ?? 0)],
  }
}

function dateOf({ year, month, day = 1, time = [0, 0, 0] }: Parts): Date | null {
  const date = new Date(year, month - 1, day, ...time)
  const same =
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    date.getHours() === time[0] &&
    date.getMinutes() === time[1] &&
    date.getSeconds() === time[2]
  return same ? date : null
}

/** `yyyy-MM-dd` (a time, if typed, is dropped). */
export function parseWireDate(text: string): Date | null {
  const parts = partsOf(text)
  return parts?.day === undefined ? null : dateOf({ ...parts, time: undefined })
}

/** `yyyy-MM` (a day, if typed, is dropped). */
export function parseWireMonth(text: string): Date | null {
  const parts = partsOf(text)
  return parts && !parts.time ? dateOf({ year: parts.year, month: parts.month }) : null
}

/** `yyyy-MM-dd HH:mm:ss`; a date alone is its midnight. */
export function parseWireDateTime(text: string): Date | null {
  const parts = partsOf(text)
  return parts?.day === undefined ? null : dateOf(parts)
}
