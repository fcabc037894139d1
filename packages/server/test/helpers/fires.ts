import { expect } from 'vitest'

/** One fire per whole second from the first due second to the last, no gap and no duplicate. */
export function expectEverySecondOnce(fireTimes: number[], from: number, to: number) {
  const sorted = [...fireTimes].sort((a, b) => a - b)
  expect(new Set(sorted).size).toBe(sorted.length)
  expect(sorted.length).toBeGreaterThanOrEqual(Math.floor((to - from) / 1000) - 1)
  for (let i = 1; i < sorted.length; i++) expect(sorted[i] - sorted[i - 1]).toBe(1000)
  expect(sorted[0]).toBeLessThanOrEqual(from + 2_000)
  expect(sorted.at(-1)).toBeGreaterThanOrEqual(to - 2_000)
}
