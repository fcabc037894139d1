import { nextFireTimes, validateCron } from '@portico/cron/core'

/** Cron expressions are read in China time (GMT+8, no daylight saving), like every date this server shows. */
const CRON_ZONE_OFFSET_MS = 8 * 60 * 60 * 1000

/** The first fire strictly after `after` (Quartz's getTimeAfter), or undefined when the expression never fires again. */
export function nextFireAfter(expression: string, after: Date): Date | undefined {
  return nextFireTimesAfter(expression, after, 1)[0]
}

export function nextFireTimesAfter(expression: string, after: Date, count: number): Date[] {
  return nextFireTimes(expression.trim(), new Date(after.getTime() + CRON_ZONE_OFFSET_MS), count).map(
    (time) => new Date(time.getTime() - CRON_ZONE_OFFSET_MS),
  )
}

/** The cron package's message for an invalid expression (Chinese), or undefined when it is valid. */
export function cronProblem(expression: string): string | undefined {
  const validation = validateCron(expression.trim(), 'zh')
  return validation.valid ? undefined : (validation.message ?? 'cron表达式不正确')
}
