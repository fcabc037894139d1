import { beforeAll, describe, expect, it } from 'vitest'
import { AREA_ROOT, type AreaData, childrenOf, loadAreaData, namesOf, pathOf } from './areaData'
import { areaTypeError, isAreaPickerType } from './areaPickerType'

let data: AreaData
beforeAll(async () => {
  data = await loadAreaData()
})

describe('area data', () => {
  it('has the provinces under the root 86', () => {
    const provinces = childrenOf(data, AREA_ROOT)
    expect(provinces.length).toBeGreaterThanOrEqual(31)
    expect(provinces[0]).toEqual({ value: '110000', text: '北京市' })
    expect(provinces).toContainEqual({ value: '440000', text: '广东省' })
  })

  it('walks from a district up to its province', () => {
    expect(pathOf(data, '440305')).toEqual(['440000', '440300', '440305'])
    expect(namesOf(data, '440305')).toEqual(['广东省', '深圳市', '南山区'])
    expect(pathOf(data, '440300')).toEqual(['440000', '440300'])
    expect(pathOf(data, '440000')).toEqual(['440000'])
    expect(pathOf(data, '999999')).toEqual([])
    expect(pathOf(data, '')).toEqual([])
  })

  it('loads once', async () => {
    expect(await loadAreaData()).toBe(data)
  })
})

describe('area picker type', () => {
  it('accepts cascader and select, else Bad type value', () => {
    expect(isAreaPickerType('cascader')).toBe(true)
    expect(isAreaPickerType('select')).toBe(true)
    expect(isAreaPickerType('tree')).toBe(false)
    expect(areaTypeError('tree')).toBe('Bad type value: tree')
  })
})
