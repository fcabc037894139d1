import { s10Number } from '@portico/contract'
import { describe, expect, it } from 'vitest'
import { CAMERA_REPEAT_MS, repeatFilter, s10Warning } from './scanCode'

describe('s10Warning', () => {
  const valid = s10Number('RR', 47312482, 'GB')
  const wrongDigit = `${valid.slice(0, 10)}${(Number(valid[10]) + 1) % 10}${valid.slice(11)}`

  it('flags an S10-shaped number whose check digit is wrong, typed in any case', () => {
    expect(s10Warning(wrongDigit)).toBe('S10运单号校验位错误')
    expect(s10Warning(` ${wrongDigit.toLowerCase()} `)).toBe('S10运单号校验位错误')
  })

  it('says nothing about a right S10 number or a number of another shape', () => {
    expect(s10Warning(valid)).toBeNull()
    expect(s10Warning('SF1234567890')).toBeNull()
    expect(s10Warning('TW260000000002')).toBeNull()
  })
})

describe('repeatFilter', () => {
  it('counts a code held in front of the camera once, and again once it has been away long enough', () => {
    const fresh = repeatFilter(1000)
    expect(fresh('A1', 0)).toBe(true)
    expect(fresh('A1', 250)).toBe(false)
    expect(fresh('A1', 1249)).toBe(false) // still in view: each frame extends the window
    expect(fresh('B2', 1300)).toBe(true)
    expect(fresh('A1', 1400)).toBe(true) // another code came between
    expect(fresh('A1', 2400)).toBe(true) // not seen for the whole window
  })

  it('defaults to CAMERA_REPEAT_MS', () => {
    const fresh = repeatFilter()
    expect(fresh('A1', 0)).toBe(true)
    expect(fresh('A1', CAMERA_REPEAT_MS - 1)).toBe(false)
    expect(fresh('A1', 2 * CAMERA_REPEAT_MS)).toBe(true)
  })
})
