import type { DayMode } from '../../../model/types'

/** Day modes writing day-of-month (day tab); the others write day-of-week (week tab). Quartz allows only one. */
export const DAY_OF_MONTH_MODES: DayMode[] = [1, 3, 5, 6, 7, 9, 10]
export const DAY_OF_WEEK_MODES: DayMode[] = [2, 4, 8, 11]
