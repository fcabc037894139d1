import { describe, expect, it } from 'vitest'
import { defaultCronState } from '../../model/defaults'
import {
  DEFAULT_EXPRESSION,
  formatFireTime,
  modelFromExpression,
  modelFromPatch,
  validateModel,
  viewOf,
} from './cronBuilderModel'

const now = new Date('2024-01-01T00:00:00Z')

describe('builder model', () => {
  it('starts from an expression that fires every second', () => {
    const view = viewOf(modelFromExpression(DEFAULT_EXPRESSION), now)
    expect(view.validation.valid).toBe(true)
    const seconds = view.fireTimes.map((time) => new Date(`${time.replace(' ', 'T')}Z`).getTime() / 1000)
    expect(seconds).toHaveLength(5)
    expect(seconds.slice(1).map((s, i) => s - seconds[i])).toEqual([1, 1, 1, 1])
  })

  it('keeps typed text verbatim and fills the tabs when it can', () => {
    const model = modelFromExpression('0 0 9 ? * MON-FRI')
    expect(model.expression).toBe('0 0 9 ? * MON-FRI')
    expect(model.state.day.cronEvery).toBe(4)
    expect(model.state.week.specificSpecific).toEqual([2, 3, 4, 5, 6])
    expect(viewOf(model, now).unrepresentable).toBeUndefined()
  })

  it('keeps the previous tabs for an unrepresentable expression and says why', () => {
    const previous = modelFromExpression('0 0 12 L * ? *').state
    const model = modelFromExpression('0 0 1-10/2 * * ? *', previous)
    expect(model.state).toBe(previous)
    const view = viewOf(model, now)
    expect(view.validation.valid).toBe(true)
    expect(view.unrepresentable).toMatch(/1-10\/2/)
    expect(view.fireTimes[0]).toBe('2024-01-01 01:00:00')
  })

  it('reports an invalid expression with the field and range, and no preview', () => {
    const view = viewOf(modelFromExpression('0 60 * * * ? *'), now)
    expect(view.validation).toEqual({ valid: false, message: expect.stringMatching(/^分.*0-59.*60/) })
    expect(view.fireTimes).toEqual([])
    expect(view.description).toBeUndefined()
  })

  it('writes tab edits into the expression and keeps settings of other modes', () => {
    let model = modelFromExpression(DEFAULT_EXPRESSION)
    model = modelFromPatch(model, { second: { cronEvery: 4, rangeStart: 5, rangeEnd: 9 } })
    expect(model.expression).toBe('5-9 * * * * ? *')
    model = modelFromPatch(model, { second: { cronEvery: 1 } })
    model = modelFromPatch(model, { second: { cronEvery: 4 } })
    expect(model.expression).toBe('5-9 * * * * ? *')
    model = modelFromPatch(model, { day: { cronEvery: 11 }, week: { cronNthDayDay: 6, cronNthDayNth: 3 } })
    expect(model.expression).toBe('5-9 * * ? * 6#3 *')
  })

  it('validates tab edits against the builder bounds', () => {
    const model = modelFromPatch(modelFromExpression(DEFAULT_EXPRESSION), {
      year: { cronEvery: 2, incrementIncrement: 150 },
    })
    expect(validateModel(model)).toEqual({ valid: false, message: '年：间隔取值范围 1-99，实际为 150' })
    expect(defaultCronState().year.cronEvery).toBe(1)
  })

  it('formats fire times in UTC', () => {
    expect(formatFireTime(new Date('2024-03-05T07:08:09Z'))).toBe('2024-03-05 07:08:09')
  })
})
