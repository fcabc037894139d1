import { describe, expect, it } from 'vitest'
import { FIRE_TIME_CASES } from './fire-times.table'
import { nextFireTimes } from './next-fire-times'
import { parseCron } from './parse'
import { printCron } from './print'

function parsed(expression: string) {
  const result = parseCron(expression)
  if (!result.ok) throw new Error(`${expression}: ${result.error.code}`)
  return result.cron
}

describe('parse → print round trip', () => {
  it.each(FIRE_TIME_CASES)('$expression', ({ expression, from }) => {
    const printed = printCron(parsed(expression))
    expect(parsed(printed)).toEqual(parsed(expression))
    expect(printCron(parsed(printed))).toBe(printed)
    expect(nextFireTimes(printed, new Date(from), 5)).toEqual(nextFireTimes(expression, new Date(from), 5))
  })

  it('prints canonical forms: numbers for names, L for L-0, a 7th field', () => {
    expect(printCron(parsed('0 0 9 ? jan-mar MON-FRI'))).toBe('0 0 9 ? 1-3 2-6 *')
    expect(printCron(parsed('0 0 0 L-0 * ?'))).toBe('0 0 0 L * ? *')
    expect(printCron(parsed('0 0 0 ? * FRIL 2025'))).toBe('0 0 0 ? * 6L 2025')
    expect(printCron(parsed('0 0 0 ? * SUN#2'))).toBe('0 0 0 ? * 1#2 *')
    expect(printCron(parsed('*/5 1-10/3 /2 LW * ?'))).toBe('*/5 1-10/3 */2 LW * ? *')
  })

  it('keeps canonical expressions unchanged', () => {
    for (const expression of [
      '0 15 10 ? * 2-6 2025',
      '0 0 12 L-3W * ? *',
      '0/15 0 0 15W 1,6 ? 2030-2040/2',
    ]) {
      expect(printCron(parsed(expression))).toBe(expression)
    }
  })
})
