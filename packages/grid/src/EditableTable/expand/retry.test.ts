import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { retry, SUB_TABLE_RETRIES } from './retry'

describe('retry', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('tries once more per retry, waiting between tries, and rethrows the last error', async () => {
    const task = vi.fn(async () => {
      throw new Error(`fail ${task.mock.calls.length}`)
    })
    const onRetry = vi.fn()
    const result = retry(task, { retries: SUB_TABLE_RETRIES, delayMs: 300, onRetry })
    const settled = result.catch((error: Error) => error.message)
    await vi.advanceTimersByTimeAsync(0)
    expect(task).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(299)
    expect(task).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(task).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(600)
    expect(task).toHaveBeenCalledTimes(4)
    await expect(settled).resolves.toBe('fail 4')
    expect(onRetry.mock.calls.map(([n]) => n)).toEqual([1, 2, 3])
  })

  it('resolves with the first success', async () => {
    let calls = 0
    const result = retry(
      async () => {
        calls += 1
        if (calls < 3) throw new Error('not yet')
        return 'rows'
      },
      { retries: 3, delayMs: 100 },
    )
    await vi.advanceTimersByTimeAsync(200)
    await expect(result).resolves.toBe('rows')
    expect(calls).toBe(3)
  })

  it('does not retry with no retries', async () => {
    const task = vi.fn(async () => {
      throw new Error('once')
    })
    await expect(retry(task, { retries: 0, delayMs: 100 })).rejects.toThrow('once')
    expect(task).toHaveBeenCalledTimes(1)
  })
})
