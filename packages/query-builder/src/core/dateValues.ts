/**
 * The browser's date inputs speak ISO (`2024-05-01T08:30:05`); JeecgBoot wants `YYYY-MM-DD HH:mm:ss` and
 * `HH:mm:ss` (spec §9). Dates are the same in both.
 */
const pad = (part: string | undefined) => (part ?? '00').padStart(2, '0')

/** `HH:mm` or `HH:mm:ss` (as a time input gives it) to `HH:mm:ss`; '' stays ''. */
export function toWireTime(input: string): string {
  if (!input) return ''
  const [h, m, s] = input.split(':')
  return `${pad(h)}:${pad(m)}:${pad(s?.slice(0, 2))}`
}

/** A datetime-local input's value to `YYYY-MM-DD HH:mm:ss`; '' stays ''. */
export function toWireDateTime(input: string): string {
  if (!input) return ''
  const [date, time = ''] = input.split('T')
  return `${date} ${toWireTime(time || '00:00')}`
}

/** `YYYY-MM-DD HH:mm:ss` to a datetime-local input's value (`YYYY-MM-DDTHH:mm:ss`). */
export function fromWireDateTime(wire: string): string {
  if (!wire) return ''
  const [date, time] = wire.trim().split(/[ T]/)
  return time ? `${date}T${toWireTime(time)}` : `${date}T00:00:00`
}
