import { appConfig } from '../config'
import { createExpiringStorage, memoryBackend } from './expiringStorage'

export type { ExpiringStorage } from './expiringStorage'
export { StorageKey } from './keys'

export const storage = createExpiringStorage(
  typeof localStorage === 'undefined' ? memoryBackend() : localStorage,
  appConfig.storageNamespace,
)
