/**
 * Runs a task per key once the key has been quiet for `delayMs`: a new call for the same key cancels the waiting one.
 * (Blur validation of a cell, spec §9: 100 ms; the end of a row's reload effect, 1400 ms.)
 */
export function createKeyedDebounce(delayMs: number) {
  const timers = new Map<string, ReturnType<typeof setTimeout>>()
  return {
    schedule(key: string, run: () => void) {
      clearTimeout(timers.get(key))
      timers.set(
        key,
        setTimeout(() => {
          timers.delete(key)
          run()
        }, delayMs),
      )
    },
    cancelAll() {
      for (const timer of timers.values()) clearTimeout(timer)
      timers.clear()
    },
  }
}
