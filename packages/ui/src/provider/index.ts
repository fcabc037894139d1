// What every widget needs: the provider, the http client and its endpoints, the dictionary cache, storage and CSP.
export { cspNonce } from '../csp'
export {
  createDictCache,
  DICT_CACHE_KEY,
  DICT_CACHE_LIFETIME_MS,
  DICT_CODE_REQUIRED,
  type DictCache,
} from '../dict/dictCache'
export { joinValues, optionText, splitValues, textOfValue } from '../dict/dictOptions'
export type { DictWidgetProps } from '../dict/dictWidget.types'
export { type DictItemsState, useDictItems } from '../dict/useDictItems'
export { type ClientSocket, openClientSocket } from '../http/clientSocket'
export { createGroupRequest, GROUP_REQUEST_LIFETIME_MS, type GroupRequest } from '../http/groupRequest'
export { createHttpClient, type HttpClient } from '../http/httpClient'
export { buildStaticUrl } from '../http/staticUrl'
export { webSocketUrl } from '../http/webSocketUrl'
export {
  createExpiringStorage,
  type ExpiringStorage,
  type KeyValueBackend,
  memoryBackend,
} from '../storage/expiringStorage'
export type { ControlProps, FramedControlProps } from '../types/controlProps'
export { defaultEndpoints, type PorticoEndpoints } from './endpoints'
export type { Notify } from './notify'
export {
  type DictionaryStorageOptions,
  PorticoProvider,
  type PorticoProviderProps,
  useDictCache,
  useEndpoints,
  useGroupRequest,
  useHttp,
  useNotify,
} from './PorticoProvider'
