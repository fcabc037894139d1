import { describe, expect, it } from 'vitest'
import { PricingError, priceByTable, quoteParcel, type RateTable, rateTableProblems, termsInCny } from '.'

const firstAdditional: RateTable = {
  pricingMode: 'FIRST_ADDITIONAL',
  firstWeight: '0.5',
  firstPrice: '30',
  additionalWeight: '0.5',
  additionalPrice: '8.5',
  registrationFee: '0',
  fuelSurchargePercent: '0',
  currencyCode: 'CNY',
}

const bands: RateTable = {
  pricingMode: 'BANDS',
  bands: [
    { fromKg: '0', toKg: '0.5', priceKind: 'FIXED', price: '45' },
    { fromKg: '0.5', toKg: '2', priceKind: 'PER_KG', price: '80.05' },
    { fromKg: '2', toKg: '30', priceKind: 'PER_KG', price: '70' },
  ],
  registrationFee: '16.5',
  fuelSurchargePercent: '12.5',
  currencyCode: 'USD',
}

describe('首重+续重', () => {
  it('charges the first price up to the first weight, then one increment per started step', () => {
    expect(priceByTable(firstAdditional, '0.100').freight).toBe('30.00')
    expect(priceByTable(firstAdditional, '0.500').freight).toBe('30.00')
    expect(priceByTable(firstAdditional, '0.501').freight).toBe('38.50')
    expect(priceByTable(firstAdditional, '1.000').freight).toBe('38.50')
    expect(priceByTable(firstAdditional, '1.100').freight).toBe('47.00')
  })
})

describe('重量段', () => {
  it('puts a weight on a band edge into the lower band, just over it into the next', () => {
    expect(priceByTable(bands, '0.500').freight).toBe('45.00')
    expect(priceByTable(bands, '0.600').freight).toBe('48.03') // 0.6 × 80.05 = 48.03
    expect(priceByTable(bands, '2.000').freight).toBe('160.10')
    expect(priceByTable(bands, '2.100').freight).toBe('147.00')
  })

  it('refuses a weight beyond the last band', () => {
    expect(() => priceByTable(bands, '30.100')).toThrow(PricingError)
    expect(() => priceByTable(bands, '30.100')).toThrow('30.100kg 不在方案的任何重量段内')
  })

  it('rounds each shown term HALF_UP and totals the rounded terms', () => {
    // freight 1.1 × 80.05 = 88.055 → 88.06; fuel 12.5% of 88.06 = 11.0075 → 11.01; total 88.06 + 16.50 + 11.01
    expect(priceByTable(bands, '1.100')).toEqual({
      freight: '88.06',
      registrationFee: '16.50',
      fuelSurcharge: '11.01',
      total: '115.57',
      currency: 'USD',
    })
  })

  it('rounds a half cent whose cent is even up, where HALF_EVEN would round it down', () => {
    // 0.5 × 8.25 = 4.125 → 4.13 (HALF_EVEN: 4.12); fuel 50% of 4.13 = 2.065 → 2.07 (HALF_EVEN: 2.06)
    const halfCents: RateTable = {
      pricingMode: 'BANDS',
      bands: [{ fromKg: '0', toKg: '1', priceKind: 'PER_KG', price: '8.25' }],
      registrationFee: '0',
      fuelSurchargePercent: '50',
      currencyCode: 'CNY',
    }
    expect(priceByTable(halfCents, '0.500')).toEqual({
      freight: '4.13',
      registrationFee: '0.00',
      fuelSurcharge: '2.07',
      total: '6.20',
      currency: 'CNY',
    })
    // 0.125 CNY per unit × 1.00 → 0.13 (HALF_EVEN: 0.12)
    expect(termsInCny({ ...priceByTable(halfCents, '0.500'), freight: '1.00' }, '0.125').freight).toBe('0.13')
  })

  it('converts each term to CNY and sums the converted terms', () => {
    const cny = termsInCny(priceByTable(bands, '1.100'), '7.1234')
    expect(cny).toEqual({
      freight: '627.29', // 88.06 × 7.1234 = 627.286604
      registrationFee: '117.54', // 16.50 × 7.1234 = 117.5361
      fuelSurcharge: '78.43', // 11.01 × 7.1234 = 78.428634
      total: '823.26',
      currency: 'CNY',
    })
  })
})

describe('rate table checks', () => {
  it('names gaps, overlaps, negative prices and missing parameters', () => {
    const broken: RateTable = {
      ...bands,
      registrationFee: '-1',
      bands: [
        { fromKg: '0', toKg: '1', priceKind: 'PER_KG', price: '10' },
        { fromKg: '1.5', toKg: '2', priceKind: 'PER_KG', price: '-3' },
        { fromKg: '1.8', toKg: '3', priceKind: 'FIXED', price: '5' },
      ],
    }
    expect(rateTableProblems(broken)).toEqual([
      '挂号费不能为负数',
      '第2段价格不能为负数',
      '第2段与上一段之间有空档（1.000–1.500kg）',
      '第3段与上一段重叠（起始重量应为2.000kg）',
    ])
    expect(rateTableProblems({ ...firstAdditional, additionalWeight: '' })).toEqual(['请输入续重单位'])
    expect(rateTableProblems(bands)).toEqual([])
  })
})

describe('quoteParcel', () => {
  it('bills the volumetric weight rounded up to the channel increment', () => {
    const quote = quoteParcel(
      { weightKg: '0.8', lengthCm: '30', widthCm: '20', heightCm: '10' },
      { volumetricDivisor: 5000, billingIncrement: '0.5' },
      firstAdditional,
      '1',
    )
    expect(quote.volumetricWeight).toBe('1.200')
    expect(quote.billableWeight).toBe('1.500')
    expect(quote.terms.total).toBe('47.00')
    expect(quote.cny.total).toBe('47.00')
  })
})
