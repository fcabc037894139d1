const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000

/** JeecgBoot's Jackson format: `yyyy-MM-dd HH:mm:ss` in GMT+8. */
export function formatDateTime(value: Date | null | undefined): string | null {
  if (!value) return null
  return new Date(value.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ')
}

/** Parses `yyyy-MM-dd[ HH:mm:ss]` given in GMT+8; `endOfDay` fills a bare date up to 23:59:59. */
export function parseChinaDateTime(value: string, endOfDay = false): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}:\d{2}))?$/.exec(value.trim())
  if (!match) return null
  const time = match[2] ?? (endOfDay ? '23:59:59' : '00:00:00')
  const date = new Date(`${match[1]}T${time}+08:00`)
  return Number.isNaN(date.getTime()) ? null : date
}
