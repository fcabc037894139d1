/** What a figure the server could not read shows. */
export const UNAVAILABLE = '不可用'

export function shown<T>(value: T | null | undefined, format: (value: T) => string = String): string {
  return value === null || value === undefined || (typeof value === 'number' && !Number.isFinite(value))
    ? UNAVAILABLE
    : format(value)
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB']

export function bytes(value: number): string {
  let n = value
  let unit = 0
  while (n >= 1024 && unit < UNITS.length - 1) {
    n /= 1024
    unit += 1
  }
  return `${n.toFixed(unit === 0 ? 0 : 1)} ${UNITS[unit]}`
}

export const megabytes = (value: number) => Math.round((value / 1024 / 1024) * 10) / 10

export function duration(seconds: number): string {
  const days = Math.floor(seconds / 86400)
  const hours = Math.floor((seconds % 86400) / 3600)
  const minutes = Math.floor((seconds % 3600) / 60)
  return `${days ? `${days}天` : ''}${days || hours ? `${hours}小时` : ''}${minutes}分${Math.floor(seconds % 60)}秒`
}

export const millis = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`
export const percent = (share: number) => `${(share * 100).toFixed(1)}%`

// The platform's zone and the one format the rest of the screens use, whatever the browser's zone is.
const PLATFORM_TIME = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

/** `yyyy-MM-dd HH:mm:ss` of a time in ms, in the platform's zone (Asia/Shanghai). */
export function dateTime(ms: number): string {
  const part = Object.fromEntries(PLATFORM_TIME.formatToParts(ms).map(({ type, value }) => [type, value]))
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`
}

/** `HH:mm:ss` of a time (ms or a date string), in the platform's zone. */
export const clock = (x: number | string) => dateTime(new Date(x).getTime()).slice(11)
