import { afterEach, describe, expect, it, vi } from 'vitest'
import { debounce } from './debounce'

afterEach(() => {
  vi.useRealTimers()
})

describe('debounce', () => {
  it('calls once with the latest arguments, exactly ms after the last call', () => {
    vi.useFakeTimers()
    const fn = vi.fn()
    const search = debounce(fn, 800)
    search('a')
    vi.advanceTimersByTime(500)
    search('ab')
    vi.advanceTimersByTime(799)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(1)
    expect(fn).toHaveBeenCalledWith('ab')
  })

  it('can be cancelled', () => {
    vi.useFakeTimers()
    const fn = vi.fn()
    const search = debounce(fn, 300)
    search('x')
    search.cancel()
    vi.advanceTimersByTime(1000)
    expect(fn).not.toHaveBeenCalled()
  })
})
