import type { Envelope } from '@portico/contract'
import type { AxiosInstance, AxiosResponse } from 'axios'

/** The request helpers of the JeecgBoot client (spec §7); every call resolves to the server's envelope. */
export interface HttpClient {
  get<T = unknown>(url: string, params?: object): Promise<Envelope<T>>
  post<T = unknown>(url: string, body?: unknown): Promise<Envelope<T>>
  put<T = unknown>(url: string, body?: unknown): Promise<Envelope<T>>
  /** DELETE with query parameters, as JeecgBoot's list pages send them. */
  delete<T = unknown>(url: string, params?: object): Promise<Envelope<T>>
  getBlob(url: string, params?: object): Promise<Blob>
  postForm<T = unknown>(
    url: string,
    form: FormData,
    onProgress?: (percent: number) => void,
  ): Promise<Envelope<T>>
}

const envelopeOf = <T>(response: AxiosResponse): Envelope<T> => response.data as Envelope<T>

/** Adapts an axios instance (with whatever base url and interceptors the host configured) to HttpClient. */
export function createHttpClient(instance: AxiosInstance): HttpClient {
  return {
    get: <T>(url: string, params?: object) => instance.get(url, { params }).then(envelopeOf<T>),
    post: <T>(url: string, body?: unknown) => instance.post(url, body).then(envelopeOf<T>),
    put: <T>(url: string, body?: unknown) => instance.put(url, body).then(envelopeOf<T>),
    delete: <T>(url: string, params?: object) => instance.delete(url, { params }).then(envelopeOf<T>),
    getBlob: (url, params) =>
      instance.get(url, { params, responseType: 'blob' }).then((response) => response.data as Blob),
    postForm: <T>(url: string, form: FormData, onProgress?: (percent: number) => void) =>
      instance
        .post(url, form, {
          onUploadProgress: (event) => {
            if (onProgress && event.total) onProgress(Math.round((event.loaded / event.total) * 100))
          },
        })
        .then(envelopeOf<T>),
  }
}
