import { createExpiringStorage, memoryBackend } from '@portico/ui'
import { appConfig } from '../config'

export type { ExpiringStorage } from '@portico/ui'
export { StorageKey } from './keys'

export const storage = createExpiringStorage(
  typeof localStorage === 'undefined' ? memoryBackend() : localStorage,
  appConfig.storageNamespace,
)
