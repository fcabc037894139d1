import { describe, expect, it } from 'vitest'
import { deniedCodes, permittedParts } from './deniedCodes'

describe('permission prefix', () => {
  const noAuth = ['parcel:add', 'parcel:weight', 'order:batch_delete', 'parcelx:batch_delete']

  it('denies nothing without a prefix', () => {
    const parts = permittedParts(deniedCodes(undefined, noAuth))
    expect([parts.add, parts.batchDelete, parts.column('weight')]).toEqual([true, true, true])
  })

  it('reads the codes under the prefix plus a colon', () => {
    expect([...deniedCodes('parcel', noAuth)]).toEqual(['add', 'weight'])
    expect([...deniedCodes('parcel:', noAuth)]).toEqual(['add', 'weight'])
    expect([...deniedCodes('order', noAuth)]).toEqual(['batch_delete'])
  })

  it('hides 新增 for add, 删除 for batch_delete and columns by key', () => {
    const parcel = permittedParts(deniedCodes('parcel', noAuth))
    expect([parcel.add, parcel.batchDelete, parcel.column('weight'), parcel.column('name')]).toEqual([
      false,
      true,
      false,
      true,
    ])
    const order = permittedParts(deniedCodes('order', noAuth))
    expect([order.add, order.batchDelete]).toEqual([true, false])
  })
})
