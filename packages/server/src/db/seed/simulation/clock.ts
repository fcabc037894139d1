import { chinaDate, chinaDayStart } from '../../../services/shared/china-days'

const HOUR = 3600_000

/**
 * One simulated business day (China time): `at(hour)` is that hour of the day. Today's hours are squeezed into the
 * part of the day already past, so every step of the simulation happens before `now` and in the same order.
 */
export class SimDay {
  readonly start: Date
  readonly date: string
  private readonly span: number
  constructor(
    readonly daysAgo: number,
    now: Date,
  ) {
    this.start = chinaDayStart(now, daysAgo)
    this.date = chinaDate(this.start)
    this.span = daysAgo === 0 ? Math.max(0, now.getTime() - this.start.getTime() - 60_000) : 24 * HOUR
  }
  /** The instant `hour` (0–24, fractions for minutes) of the day. */
  at(hour: number): Date {
    return new Date(this.start.getTime() + Math.floor((hour / 24) * this.span))
  }
  /** Day of the month (1–31). */
  get dayOfMonth(): number {
    return Number(this.date.slice(8, 10))
  }
}
