import type { CronUnit, SimpleUnit } from '../../model/types'

export const TAB_LABELS: Record<CronUnit, string> = {
  second: '秒',
  minute: '分',
  hour: '时',
  day: '日',
  month: '月',
  week: '周',
  year: '年',
}

/** Quartz field order, which is also the tab order. */
export const TAB_ORDER: CronUnit[] = ['second', 'minute', 'hour', 'day', 'month', 'week', 'year']

export interface SimpleUnitWords {
  /** Mode 1. */
  every: string
  /** After a value: 5秒, 3时, 2019年. */
  at: string
  /** After an interval: 每 5 秒, 每 2 小时. */
  interval: string
}

export const SIMPLE_UNIT_WORDS: Record<SimpleUnit, SimpleUnitWords> = {
  second: { every: '每秒', at: '秒', interval: '秒' },
  minute: { every: '每分钟', at: '分', interval: '分钟' },
  hour: { every: '每小时', at: '时', interval: '小时' },
  month: { every: '每月', at: '月', interval: '个月' },
  year: { every: '每年', at: '年', interval: '年' },
}

/** Quartz day-of-week numbers 1-7 are Sunday to Saturday. */
export const WEEKDAY_NAMES = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六']

export const weekdayName = (weekday: number): string => WEEKDAY_NAMES[weekday - 1] ?? String(weekday)
