import type { CronUnit } from './types'

export interface Bound {
  min: number
  max: number
}

export interface UnitBounds {
  incrementStart: Bound
  incrementIncrement: Bound
  /** Range ends and specific values. */
  value: Bound
}

/** The builder's numeric bounds (specification §5, year §9: 2019 and the 100 years after it). */
export const UNIT_BOUNDS: Record<CronUnit, UnitBounds> = {
  second: {
    incrementStart: { min: 0, max: 59 },
    incrementIncrement: { min: 1, max: 59 },
    value: { min: 0, max: 59 },
  },
  minute: {
    incrementStart: { min: 0, max: 59 },
    incrementIncrement: { min: 1, max: 60 },
    value: { min: 0, max: 59 },
  },
  hour: {
    incrementStart: { min: 0, max: 23 },
    incrementIncrement: { min: 1, max: 23 },
    value: { min: 0, max: 23 },
  },
  day: {
    incrementStart: { min: 1, max: 31 },
    incrementIncrement: { min: 1, max: 31 },
    value: { min: 1, max: 31 },
  },
  week: {
    incrementStart: { min: 1, max: 7 },
    incrementIncrement: { min: 1, max: 7 },
    value: { min: 1, max: 7 },
  },
  month: {
    incrementStart: { min: 0, max: 12 },
    incrementIncrement: { min: 0, max: 12 },
    value: { min: 1, max: 12 },
  },
  year: {
    incrementStart: { min: 2019, max: 2119 },
    incrementIncrement: { min: 1, max: 99 },
    value: { min: 2019, max: 2119 },
  },
}

export const WEEKDAY_BOUND: Bound = { min: 1, max: 7 }
export const NTH_BOUND: Bound = { min: 1, max: 5 }
export const DAYS_BEFORE_END_BOUND: Bound = { min: 1, max: 30 }
export const DAY_OF_MONTH_BOUND: Bound = { min: 1, max: 31 }
