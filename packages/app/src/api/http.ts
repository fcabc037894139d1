import { HEADER_TENANT, HEADER_TOKEN } from '@portico/contract'
import { createHttpClient } from '@portico/ui'
import axios, { type AxiosError } from 'axios'
import { appConfig } from '../config'
import { textsFor } from '../i18n/i18n'
import { currentLocale } from '../i18n/locale'
import { sessionStore } from '../session/sessionStore'
import { classifyFailure } from './errorCatalogue'
import { httpEvents } from './httpEvents'

/** The dictionary items call is the one GET without the `_t` timestamp (spec §7). */
const NO_TIMESTAMP = /sys\/dict\/getDictItems/

export const axiosInstance = axios.create({
  baseURL: appConfig.apiBaseUrl,
  timeout: appConfig.requestTimeoutMs,
})

axiosInstance.interceptors.request.use((config) => {
  const token = sessionStore.token()
  if (token) config.headers.set(HEADER_TOKEN, token)
  config.headers.set(HEADER_TENANT, sessionStore.tenantId() ?? '0')
  // The server answers its messages in the language chosen in the header (Chinese unless English was chosen).
  config.headers.set('Accept-Language', currentLocale())
  if ((config.method ?? 'get').toLowerCase() === 'get' && !NO_TIMESTAMP.test(config.url ?? '')) {
    config.params = { _t: Math.floor(Date.now() / 1000), ...config.params }
  }
  return config
})

axiosInstance.interceptors.response.use(
  (response) => {
    sessionStore.touch()
    return response
  },
  async (error: AxiosError) => {
    const response = error.response
    let body: unknown = response?.data
    if (body instanceof Blob) body = await readBlobJson(body)
    const failure = classifyFailure(
      { status: response?.status, body, timedOut: error.code === 'ECONNABORTED' },
      textsFor(currentLocale()),
    )
    switch (failure.kind) {
      case 'envelope':
        return { ...response, data: body }
      case 'notify':
        httpEvents.emit({
          type: 'notify',
          level: failure.level,
          title: failure.title,
          message: failure.message,
        })
        break
      case 'unauthorized':
        httpEvents.emit({ type: 'unauthorized', message: failure.message })
        break
      case 'expired':
        httpEvents.emit({ type: 'expired' })
        break
    }
    return Promise.reject(error)
  },
)

async function readBlobJson(blob: Blob): Promise<unknown> {
  try {
    return JSON.parse(await blob.text())
  } catch {
    return undefined
  }
}

export const http = createHttpClient(axiosInstance)
