/** JeecgBoot's httpGroupRequest lifetime: half a minute. */
export const GROUP_REQUEST_LIFETIME_MS = 30_000

/**
 * Shares one request among the widgets of a group (JeecgBoot's api/GroupRequest.js, used by the popup report): the
 * first caller with a key loads, every caller with the same key within `lifetimeMs` gets that answer (also while it
 * is still on its way). No key: no sharing. A failed load is not kept, so the next caller tries again.
 */
export type GroupRequest = <T>(key: string | undefined, load: () => Promise<T>) => Promise<T>

export function createGroupRequest({
  lifetimeMs = GROUP_REQUEST_LIFETIME_MS,
  now = Date.now,
}: {
  lifetimeMs?: number
  now?: () => number
} = {}): GroupRequest {
  const entries = new Map<string, { promise: Promise<unknown>; expires: number }>()
  return <T>(key: string | undefined, load: () => Promise<T>): Promise<T> => {
    if (key === undefined || key === '') return load()
    const entry = entries.get(key)
    if (entry && entry.expires > now()) return entry.promise as Promise<T>
    const promise = load()
    entries.set(key, { promise, expires: now() + lifetimeMs })
    promise.catch(() => {
      if (entries.get(key)?.promise === promise) entries.delete(key)
    })
    return promise
  }
}
