export { createHttpClient, type HttpClient } from './http/httpClient'
export { defaultEndpoints, type PorticoEndpoints } from './provider/endpoints'
export type { Notify } from './provider/notify'
export {
  PorticoProvider,
  type PorticoProviderProps,
  useEndpoints,
  useHttp,
  useNotify,
} from './provider/PorticoProvider'
export { animationsSettled } from './testing/settle'
