import { expect } from 'vitest'
import type { QuartzJobRow, Scheduler } from '../../src/services/scheduler/scheduler'

/** One fire per whole second from the first due second to the last, no gap and no duplicate. */
export function expectEverySecondOnce(fireTimes: number[], from: number, to: number) {
  const sorted = [...fireTimes].sort((a, b) => a - b)
  expect(new Set(sorted).size).toBe(sorted.length)
  expect(sorted.length).toBeGreaterThanOrEqual(Math.floor((to - from) / 1000) - 1)
  for (let i = 1; i < sorted.length; i++) expect(sorted[i] - sorted[i - 1]).toBe(1000)
  expect(sorted[0]).toBeLessThanOrEqual(from + 2_000)
  expect(sorted.at(-1)).toBeGreaterThanOrEqual(to - 2_000)
}

/**
 * Every scheduler looks for due fires at `now` before any claims one, so all hold the same due fire; then all claim
 * at once and run what they won. Only the claim can keep the fire to one run.
 */
export async function fireTogether(schedulers: readonly Scheduler[], now: Date, expectedJobId: string) {
  const due: QuartzJobRow[][] = []
  for (const scheduler of schedulers) due.push(await scheduler.dueJobs(now))
  for (const jobs of due) expect(jobs.map((job) => job.id)).toEqual([expectedJobId])
  await Promise.all(schedulers.map((scheduler, index) => scheduler.fire(due[index], now)))
  await Promise.all(schedulers.map((scheduler) => scheduler.idle()))
}
