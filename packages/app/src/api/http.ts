import { HEADER_TENANT, HEADER_TOKEN } from '@portico/contract'
import { createHttpClient } from '@portico/ui'
import axios, { AxiosError, type AxiosResponse } from 'axios'
import { appConfig } from '../config'
import { textsFor } from '../i18n/i18n'
import { currentLocale } from '../i18n/locale'
import { sessionStore } from '../session/sessionStore'
import { classifyFailure, type HttpFailure, refusalCodeOf } from './errorCatalogue'
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

/** Tells the shell what a failed call means (toast, logout, expired-login dialog). */
function announce(failure: HttpFailure): void {
  switch (failure.kind) {
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
}

/** The answer's envelope: JSON as parsed, or a blob that holds JSON (a refused download). */
async function envelopeOf(response: AxiosResponse): Promise<unknown> {
  const body: unknown = response.data
  if (body instanceof Blob) return body.type.includes('json') ? readBlobJson(body) : undefined
  return body
}

/**
 * A refusal answered HTTP 200 (JeecgBoot's status policy): a refused call resolves with its envelope for the caller
 * to show, as before; no permission (510) and an unknown path (404) notify and reject, as their HTTP statuses did. A
 * refused download always rejects, with the server's message, so its JSON is never saved as the file.
 */
async function onAnswer(response: AxiosResponse): Promise<AxiosResponse> {
  sessionStore.touch()
  const body = await envelopeOf(response)
  if (refusalCodeOf(body) === undefined) return response
  const failure = classifyFailure({ status: response.status, body }, textsFor(currentLocale()))
  if (failure.kind === 'envelope' && !(response.data instanceof Blob)) return response
  announce(failure)
  const message = (body as { message?: string }).message ?? ''
  throw new AxiosError(message, AxiosError.ERR_BAD_RESPONSE, response.config, response.request, {
    ...response,
    data: body,
  })
}

axiosInstance.interceptors.response.use(onAnswer, async (error: AxiosError) => {
  const response = error.response
  let body: unknown = response?.data
  if (body instanceof Blob) body = await readBlobJson(body)
  const failure = classifyFailure(
    { status: response?.status, body, timedOut: error.code === 'ECONNABORTED' },
    textsFor(currentLocale()),
  )
  if (failure.kind === 'envelope') return { ...response, data: body }
  announce(failure)
  return Promise.reject(error)
})

async function readBlobJson(blob: Blob): Promise<unknown> {
  try {
    return JSON.parse(await blob.text())
  } catch {
    return undefined
  }
}

export const http = createHttpClient(axiosInstance)
