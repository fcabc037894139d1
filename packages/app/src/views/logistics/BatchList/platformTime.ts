const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000

/** Now in the platform's time (Asia/Shanghai) as the API takes times: `yyyy-MM-dd HH:mm:ss`. */
export const platformNow = (): string =>
  new Date(Date.now() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ')
