import { describe, expect, it } from 'vitest'
import { sumMoney } from './money'

describe('sumMoney', () => {
  it('adds cents exactly where binary floating point drifts', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30')
    // Ten thousand 0.01s: a float sum is 100.00000000001425 before rounding; larger amounts drift past a cent.
    expect(sumMoney(Array.from({ length: 10_000 }, () => '0.01'))).toBe('100.00')
    // At 2^46 a double's step is 1/64 of a cent's unit: 70368744177664.01 is not representable.
    expect(sumMoney(['70368744177664.01', '0.01'])).toBe('70368744177664.02')
    expect(sumMoney(['99999999999.99', '-0.99', '0.01'])).toBe('99999999999.01')
    expect(sumMoney([])).toBe('0.00')
  })
})
