import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createKeyedDebounce } from './keyedDebounce'
import { BLUR_VALIDATION_DELAY_MS } from './useCellValidation'

describe('blur validation debounce', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('checks a cell 100 ms after its last blur, once', () => {
    expect(BLUR_VALIDATION_DELAY_MS).toBe(100)
    const debounce = createKeyedDebounce(BLUR_VALIDATION_DELAY_MS)
    const checked: string[] = []
    debounce.schedule('r1::name', () => checked.push('r1::name'))
    vi.advanceTimersByTime(60)
    // Blurred again (focus moved inside the cell and out): the wait starts over.
    debounce.schedule('r1::name', () => checked.push('r1::name'))
    vi.advanceTimersByTime(99)
    expect(checked).toEqual([])
    vi.advanceTimersByTime(1)
    expect(checked).toEqual(['r1::name'])
    vi.advanceTimersByTime(500)
    expect(checked).toEqual(['r1::name'])
  })

  it('keeps cells apart and drops pending checks when cancelled', () => {
    const debounce = createKeyedDebounce(100)
    const checked: string[] = []
    debounce.schedule('a', () => checked.push('a'))
    debounce.schedule('b', () => checked.push('b'))
    vi.advanceTimersByTime(100)
    expect(checked).toEqual(['a', 'b'])
    debounce.schedule('a', () => checked.push('a again'))
    debounce.cancelAll()
    vi.advanceTimersByTime(1000)
    expect(checked).toEqual(['a', 'b'])
  })
})
