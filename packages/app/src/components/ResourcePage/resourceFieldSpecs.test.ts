import { customerBillResource, customerPaymentResource } from '@portico/contract'
import { describe, expect, it } from 'vitest'
import { searchFieldSpecs, searchQuery } from './resourceFieldSpecs'

describe('date range filters', () => {
  it('are one two-date control, without a format as placeholder', () => {
    const payTime = searchFieldSpecs(customerPaymentResource).find((spec) => spec.name === 'payTime')
    expect(payTime).toMatchObject({ kind: 'daterange', label: '支付时间' })
    expect(payTime?.placeholder).toBeUndefined()
  })

  it('send their ends as _begin / _end, a date-time range covering its whole last day', () => {
    expect(searchQuery(customerPaymentResource, { payTime: '2026-11-01,2026-11-30' })).toEqual({
      payTime_begin: '2026-11-01 00:00:00',
      payTime_end: '2026-11-30 23:59:59',
    })
    expect(searchQuery(customerBillResource, { periodStart: ',2026-11-30' })).toEqual({
      periodStart_end: '2026-11-30',
    })
    expect(searchQuery(customerBillResource, { periodStart: '' })).toEqual({})
  })
})
