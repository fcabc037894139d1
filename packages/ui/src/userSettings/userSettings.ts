import type { Envelope } from '@portico/contract'
import type { HttpClient } from '../http/httpClient'

/** Settings the server keeps per signed-in user (saved queries, column layouts), so they follow the user. */
export interface UserSettings {
  /** The saved value, or null when the user never saved one. */
  get<T>(key: string): Promise<T | null>
  save(key: string, value: unknown): Promise<void>
  remove(key: string): Promise<void>
}

function checked<T>(reply: Envelope<T>): T | null {
  if (!reply.success) throw new Error(reply.message || '操作失败')
  return reply.result ?? null
}

/** UserSettings over `<base>/get`, `<base>/save` and `<base>/delete` (default base `/sys/userSetting`). */
export function createUserSettings(http: HttpClient, base: string): UserSettings {
  return {
    get: async <T>(key: string) => checked(await http.get<T>(`${base}/get`, { key })),
    save: async (key, value) => {
      checked(await http.put(`${base}/save`, { key, value }))
    },
    remove: async (key) => {
      checked(await http.delete(`${base}/delete`, { key }))
    },
  }
}
