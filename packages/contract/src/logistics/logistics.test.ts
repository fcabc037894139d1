import { describe, expect, it } from 'vitest'
import { billableWeight, s10CheckDigit, s10Number, s10Problem, volumetricWeight } from '.'

describe('S10 tracking numbers', () => {
  it('computes the UPU check digit, with 10 → 0 and 11 → 5', () => {
    expect(s10CheckDigit('47312482')).toBe(9) // RR473124829GB, the S10 standard's example
    expect(s10Number('LP', 12345678, 'CN')).toBe('LP123456785CN')
    expect(s10CheckDigit('00000008')).toBe(0) // 7 × 8 = 56, 56 mod 11 = 1 → 10 → 0
    expect(s10CheckDigit('00000000')).toBe(5) // 0 mod 11 = 0 → 11 → 5
  })

  it('names what is wrong with a number', () => {
    expect(s10Problem('LP123456785CN')).toBeNull()
    expect(s10Problem('LP123456784CN')).toBe('S10运单号校验位错误')
    expect(s10Problem('LP12345678CN')).toMatch(/不是S10格式/)
  })
})

describe('weights', () => {
  it('computes volumetric weight from cm and the divisor', () => {
    expect(volumetricWeight('40', '30', '20', 6000)).toBe('4.000')
    expect(volumetricWeight('33.5', '21', '10', 5000)).toBe('1.407')
  })

  it('bills the heavier weight rounded up to the increment, exactly', () => {
    expect(billableWeight('1.21', '0.800', '0.1')).toBe('1.300')
    expect(billableWeight('1.2', null, '0.1')).toBe('1.200')
    expect(billableWeight('0.3', '4.000', '0.5')).toBe('4.000')
    expect(billableWeight('4.001', '4.000', '0.5')).toBe('4.500')
    expect(billableWeight('2.01', null, '1')).toBe('3.000')
  })
})
