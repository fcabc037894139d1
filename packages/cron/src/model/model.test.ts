import { describe, expect, it } from 'vitest'
import { defaultCronState } from './defaults'
import { expressionToState } from './from-expression'
import { stateToExpression } from './to-expression'
import type { CronState, DayState, SimpleUnit, UnitState, WeekState } from './types'
import { validateState } from './validate-state'

function stateOf(expression: string): CronState {
  const result = expressionToState(expression)
  if (!('state' in result)) throw new Error(`${expression}: ${result.reason}`)
  return result.state
}

const FIELD_INDEX: Record<SimpleUnit, number> = { second: 0, minute: 1, hour: 2, month: 4, year: 6 }

const simpleCases: [SimpleUnit, Partial<UnitState>, string][] = [
  ['second', { cronEvery: 1 }, '*'],
  ['second', { cronEvery: 2, incrementStart: 5, incrementIncrement: 15 }, '5/15'],
  ['second', { cronEvery: 3, specificSpecific: [30, 0, 15] }, '0,15,30'],
  ['second', { cronEvery: 4, rangeStart: 10, rangeEnd: 20 }, '10-20'],
  ['minute', { cronEvery: 1 }, '*'],
  ['minute', { cronEvery: 2, incrementStart: 0, incrementIncrement: 59 }, '0/59'],
  ['minute', { cronEvery: 3, specificSpecific: [59] }, '59'],
  ['minute', { cronEvery: 4, rangeStart: 50, rangeEnd: 10 }, '50-10'],
  ['hour', { cronEvery: 1 }, '*'],
  ['hour', { cronEvery: 2, incrementStart: 8, incrementIncrement: 4 }, '8/4'],
  ['hour', { cronEvery: 3, specificSpecific: [0, 12, 23] }, '0,12,23'],
  ['hour', { cronEvery: 4, rangeStart: 9, rangeEnd: 17 }, '9-17'],
  ['month', { cronEvery: 1 }, '*'],
  ['month', { cronEvery: 2, incrementStart: 1, incrementIncrement: 3 }, '1/3'],
  ['month', { cronEvery: 3, specificSpecific: [1, 7] }, '1,7'],
  ['month', { cronEvery: 4, rangeStart: 3, rangeEnd: 5 }, '3-5'],
  ['year', { cronEvery: 1 }, '*'],
  ['year', { cronEvery: 2, incrementStart: 2019, incrementIncrement: 99 }, '2019/99'],
  ['year', { cronEvery: 3, specificSpecific: [2025, 2030] }, '2025,2030'],
  ['year', { cronEvery: 4, rangeStart: 2024, rangeEnd: 2099 }, '2024-2099'],
]

describe('units with modes 1-4', () => {
  it.each(simpleCases)('%s %o → %s', (unit, settings, field) => {
    const state = defaultCronState()
    Object.assign(state[unit], settings)
    const expression = stateToExpression(state)
    expect(expression.split(' ')[FIELD_INDEX[unit]]).toBe(field)
    expect(validateState(state)).toEqual({ valid: true })

    const back = stateOf(expression)
    expect(back[unit].cronEvery).toBe(settings.cronEvery)
    for (const [key, value] of Object.entries(settings)) {
      const expected = Array.isArray(value) ? [...value].sort((a, b) => a - b) : value
      expect(back[unit][key as keyof UnitState]).toEqual(expected)
    }
    expect(stateToExpression(back)).toBe(expression)
  })
})

const dayCases: [Partial<DayState>, Partial<WeekState>, string, string][] = [
  [{ cronEvery: 1 }, {}, '*', '?'],
  [{ cronEvery: 2 }, { incrementStart: 2, incrementIncrement: 3 }, '?', '2/3'],
  [{ cronEvery: 3, incrementStart: 1, incrementIncrement: 7 }, {}, '1/7', '?'],
  [{ cronEvery: 4 }, { specificSpecific: [6, 2, 4] }, '?', '2,4,6'],
  [{ cronEvery: 5, specificSpecific: [15, 1] }, {}, '1,15', '?'],
  [{ cronEvery: 6 }, {}, 'L', '?'],
  [{ cronEvery: 7 }, {}, 'LW', '?'],
  [{ cronEvery: 8, cronLastSpecificDomDay: 5 }, {}, '?', '5L'],
  [{ cronEvery: 9, cronDaysBeforeEomMinus: 3 }, {}, 'L-3', '?'],
  [{ cronEvery: 10, cronDaysNearestWeekday: 15 }, {}, '15W', '?'],
  [{ cronEvery: 11 }, { cronNthDayDay: 6, cronNthDayNth: 3 }, '?', '6#3'],
]

describe('the day tab, modes 1-11', () => {
  it.each(dayCases)('%o %o → %s %s', (day, week, dayOfMonth, dayOfWeek) => {
    const state = defaultCronState()
    Object.assign(state.day, day)
    Object.assign(state.week, week)
    const expression = stateToExpression(state)
    expect(expression).toBe(`* * * ${dayOfMonth} * ${dayOfWeek} *`)
    expect(validateState(state)).toEqual({ valid: true })

    const back = stateOf(expression)
    for (const [key, value] of Object.entries(day)) {
      const expected = Array.isArray(value) ? [...value].sort((a, b) => a - b) : value
      expect(back.day[key as keyof DayState]).toEqual(expected)
    }
    for (const [key, value] of Object.entries(week)) {
      const expected = Array.isArray(value) ? [...value].sort((a, b) => a - b) : value
      expect(back.week[key as keyof WeekState]).toEqual(expected)
    }
    expect(stateToExpression(back)).toBe(expression)
  })
})

describe('expressionToState', () => {
  it('reads the default expression and a 6-field expression', () => {
    expect(stateOf('* * * * * ? *')).toEqual(defaultCronState())
    expect(stateToExpression(stateOf('0 15 10 * * ?'))).toBe('0 15 10 * * ? *')
  })

  it.each([
    ['*/5 * * * * ?', '0/5 * * * * ? *'],
    ['0 0 0 */7 * ?', '0 0 0 1/7 * ? *'],
    ['0 0 0 1 */3 ?', '0 0 0 1 1/3 ? *'],
    ['0 0 9 ? * MON-FRI', '0 0 9 ? * 2,3,4,5,6 *'],
    ['0 0 9 ? * FRI-MON', '0 0 9 ? * 1,2,6,7 *'],
    ['0 0 0 ? * */2', '0 0 0 ? * 1/2 *'],
    ['0 0 0 ? jan,jul SUN', '0 0 0 ? 1,7 1 *'],
    ['0 0 0 ? * *', '0 0 0 * * ? *'],
    ['0 0 0 L-0 * ?', '0 0 0 L * ? *'],
    ['0 0 0 1,5-7 * ?', '0 0 0 1,5,6,7 * ? *'],
    ['0 0 0 ? * L', '0 0 0 ? * 7 *'],
    ['0,30 1-3,5 * * * ?', '0,30 1,2,3,5 * * * ? *'],
    ['0 0 0 ? * FRIL', '0 0 0 ? * 6L *'],
  ])('reads the equivalent spelling %s as %s', (expression, shown) => {
    expect(stateToExpression(stateOf(expression))).toBe(shown)
  })

  it.each([
    ['0-10/2,30 * * * * ?', 'seconds "0-10/2,30"'],
    ['0 0 9-17/2 * * ?', 'hours "9-17/2"'],
    ['0 0 0 1-10/2 * ?', 'day-of-month'],
    ['0 0 0 ? * 2-6/2', 'day-of-week'],
    ['0 0 0 L-3W * ?', 'L-3W'],
    ['0 0 0 1 1 ? 2000', "year value 2000 is outside the builder's 2019-2119"],
    ['0 0 0 1 1 ? */2', "year start 1970 is outside the builder's 2019-2119"],
    ['0 0 0 1 1 ? 2020,2015', 'year value 2015'],
    ['0 0 0 * * *', 'invalid expression'],
  ])('reports %s as unrepresentable', (expression, reason) => {
    const result = expressionToState(expression)
    expect(result).toMatchObject({ unrepresentable: true })
    expect('reason' in result && result.reason).toContain(reason)
  })
})

describe('validateState', () => {
  const withUnit = (patch: (state: CronState) => void) => {
    const state = defaultCronState()
    patch(state)
    return state
  }

  it('accepts the default state', () => {
    expect(validateState(defaultCronState())).toEqual({ valid: true })
  })

  it.each([
    [
      (s: CronState) => Object.assign(s.second, { cronEvery: 2, incrementStart: 60 }),
      '秒：起始值取值范围 0-59，实际为 60',
    ],
    [
      (s: CronState) => Object.assign(s.second, { cronEvery: 2, incrementIncrement: 0 }),
      '秒：间隔取值范围 1-59，实际为 0',
    ],
    [
      (s: CronState) => Object.assign(s.minute, { cronEvery: 2, incrementIncrement: 61 }),
      '分：间隔取值范围 1-60，实际为 61',
    ],
    [
      (s: CronState) => Object.assign(s.hour, { cronEvery: 4, rangeEnd: 24 }),
      '时：范围结束取值范围 0-23，实际为 24',
    ],
    [
      (s: CronState) => Object.assign(s.hour, { cronEvery: 3, specificSpecific: [] }),
      '时：请至少选择一个指定值',
    ],
    [
      (s: CronState) => Object.assign(s.day, { cronEvery: 3, incrementIncrement: 32 }),
      '日：间隔取值范围 1-31，实际为 32',
    ],
    [
      (s: CronState) => Object.assign(s.day, { cronEvery: 5, specificSpecific: [1, 32] }),
      '日：指定值取值范围 1-31，实际为 32',
    ],
    [
      (s: CronState) => {
        s.day.cronEvery = 2
        s.week.incrementIncrement = 8
      },
      '周：间隔取值范围 1-7，实际为 8',
    ],
    [
      (s: CronState) => {
        s.day.cronEvery = 11
        s.week.cronNthDayNth = 6
      },
      '周：第几个取值范围 1-5，实际为 6',
    ],
    [
      (s: CronState) => Object.assign(s.day, { cronEvery: 8, cronLastSpecificDomDay: 0 }),
      '日：最后一个星期几取值范围 1-7，实际为 0',
    ],
    [
      (s: CronState) => Object.assign(s.day, { cronEvery: 9, cronDaysBeforeEomMinus: 31 }),
      '日：月末前天数取值范围 1-30，实际为 31',
    ],
    [
      (s: CronState) => Object.assign(s.day, { cronEvery: 10, cronDaysNearestWeekday: 0 }),
      '日：最近工作日的日期取值范围 1-31，实际为 0',
    ],
    [
      (s: CronState) => Object.assign(s.month, { cronEvery: 2, incrementIncrement: 13 }),
      '月：间隔取值范围 0-12，实际为 13',
    ],
    [
      (s: CronState) => Object.assign(s.month, { cronEvery: 4, rangeStart: 0 }),
      '月：范围起始取值范围 1-12，实际为 0',
    ],
    [
      (s: CronState) => Object.assign(s.year, { cronEvery: 2, incrementIncrement: 100 }),
      '年：间隔取值范围 1-99，实际为 100',
    ],
    [
      (s: CronState) => Object.assign(s.year, { cronEvery: 3, specificSpecific: [2018] }),
      '年：指定值取值范围 2019-2119，实际为 2018',
    ],
    [
      (s: CronState) => Object.assign(s.second, { cronEvery: 2, incrementStart: 1.5 }),
      '秒：起始值取值范围 0-59，实际为 1.5',
    ],
    // Inside the builder's bounds but outside Quartz's: Quartz's own message follows.
    [
      (s: CronState) => Object.assign(s.minute, { cronEvery: 2, incrementIncrement: 60 }),
      '分：增量取值范围 1-59，实际为 60',
    ],
    [
      (s: CronState) => Object.assign(s.month, { cronEvery: 2, incrementStart: 0 }),
      '月：取值范围 1-12，实际为 0',
    ],
    [
      (s: CronState) => Object.assign(s.year, { cronEvery: 4, rangeEnd: 2110 }),
      '年：取值范围 1970-2099，实际为 2110',
    ],
  ])('rejects %#: %s', (patch, message) => {
    expect(validateState(withUnit(patch))).toEqual({ valid: false, message })
  })

  it('ignores settings of modes not chosen', () => {
    const state = withUnit((s) =>
      Object.assign(s.second, { cronEvery: 1, incrementStart: 99, specificSpecific: [] }),
    )
    expect(validateState(state)).toEqual({ valid: true })
  })

  it('speaks English too', () => {
    const state = withUnit((s) => Object.assign(s.second, { cronEvery: 2, incrementIncrement: 0 }))
    expect(validateState(state, 'en')).toEqual({
      valid: false,
      message: 'Seconds: interval must be 1-59, got 0',
    })
  })
})
