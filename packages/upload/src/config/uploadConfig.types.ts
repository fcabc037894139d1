import type { AxiosInstance } from 'axios'
import type { ReactNode } from 'react'

/** How the uploaders tell the user something. */
export interface UploadNotify {
  success: (message: ReactNode, title?: string) => void
  warning: (message: ReactNode, title?: string) => void
  error: (message: ReactNode, title?: string) => void
}

export interface UploadConfig {
  /** Upload URL (default `/jeecg-boot/sys/common/upload`). */
  action: string
  /** Static file prefix (default `/jeecg-boot/sys/common/static`). */
  staticDomain: string
  /** API base used for import error-file links that are not under the static domain (default `/jeecg-boot`). */
  apiBase: string
  /** Extra request headers, e.g. `{ 'X-Access-Token': token }` (default none). */
  getHeaders: () => Record<string, string>
  /** Default sub-folder (default `temp`). */
  biz: string
  /** The HTTP client (default `axios.create()`). */
  http: import('axios').AxiosInstance
  /** Notifications (default a Fluent Toaster rendered by the provider). */
  notify?: UploadNotify
}

export interface UploadConfigProviderProps extends Partial<Omit<UploadConfig, 'http'>> {
  http?: AxiosInstance
  children?: ReactNode
}
