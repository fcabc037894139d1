/** Spec §5, §8: a sub-table that still fails after 3 retries (4 tries) is an error. */
export const SUB_TABLE_RETRIES = 3
export const SUB_TABLE_RETRY_DELAY_MS = 300
export const SUB_TABLE_ERROR = 'failed to open sub-table'

export interface RetryOptions {
  /** Tries after the first one. */
  retries: number
  delayMs: number
  /** Called before each retry with its number (1, 2, …). */
  onRetry?: (retry: number, error: unknown) => void
  sleep?: (ms: number) => Promise<void>
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Runs `task` until it resolves, at most `retries + 1` times, waiting `delayMs` between tries; rethrows the last error. */
export async function retry<T>(task: () => Promise<T>, options: RetryOptions): Promise<T> {
  const sleep = options.sleep ?? defaultSleep
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await task()
    } catch (error) {
      if (attempt >= options.retries) throw error
      options.onRetry?.(attempt + 1, error)
      await sleep(options.delayMs)
    }
  }
}
