/** localStorage with a namespace prefix and an optional expiry per key (the spec's "stored for 7 days" etc.). */
export interface KeyValueBackend {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

interface Stored<T> {
  value: T
  expire: number | null
}

export function createExpiringStorage(
  backend: KeyValueBackend,
  namespace: string,
  now: () => number = Date.now,
) {
  const fullKey = (key: string) => namespace + key
  return {
    set<T>(key: string, value: T, ttlMs?: number) {
      const stored: Stored<T> = { value, expire: ttlMs ? now() + ttlMs : null }
      backend.setItem(fullKey(key), JSON.stringify(stored))
    },
    get<T>(key: string): T | null {
      const raw = backend.getItem(fullKey(key))
      if (raw === null) return null
      try {
        const stored = JSON.parse(raw) as Stored<T>
        if (stored.expire !== null && stored.expire <= now()) {
          backend.removeItem(fullKey(key))
          return null
        }
        return stored.value
      } catch {
        backend.removeItem(fullKey(key))
        return null
      }
    },
    /** Pushes the expiry of a live key forward (sliding sessions). */
    touch(key: string, ttlMs: number) {
      const value = this.get<unknown>(key)
      if (value !== null) this.set(key, value, ttlMs)
    },
    remove(key: string) {
      backend.removeItem(fullKey(key))
    },
  }
}

export type ExpiringStorage = ReturnType<typeof createExpiringStorage>

export function memoryBackend(): KeyValueBackend {
  const map = new Map<string, string>()
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  }
}
