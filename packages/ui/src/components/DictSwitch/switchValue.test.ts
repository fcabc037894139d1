import { describe, expect, it } from 'vitest'
import { isSwitchOn, SWITCH_TEXTS, switchValueOf } from './switchValue'

describe('switch value', () => {
  it('is on only for the first option', () => {
    expect(isSwitchOn('Y')).toBe(true)
    expect(isSwitchOn('N')).toBe(false)
    expect(isSwitchOn('y')).toBe(false)
    expect(isSwitchOn('')).toBe(false)
    expect(isSwitchOn(1, ['1', '0'])).toBe(true)
    expect(isSwitchOn('0', ['1', '0'])).toBe(false)
  })

  it('stores the first option when on and the second when off, shown as 是/否', () => {
    expect(switchValueOf(true)).toBe('Y')
    expect(switchValueOf(false)).toBe('N')
    expect(switchValueOf(false, ['1', '0'])).toBe('0')
    expect(SWITCH_TEXTS).toEqual(['是', '否'])
  })
})
