const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000

/**
 * A datetime-local value (`yyyy-MM-ddTHH:mm[:ss]`, read as the platform's time, Asia/Shanghai) as the API takes
 * times: `yyyy-MM-dd HH:mm:ss`.
 */
export const wireDateTime = (local: string): string =>
  (local.length === 16 ? `${local}:00` : local).replace('T', ' ')

/** Now in the platform's time as a datetime-local value, to the second. */
export const platformNow = (): string => new Date(Date.now() + CHINA_OFFSET_MS).toISOString().slice(0, 19)
