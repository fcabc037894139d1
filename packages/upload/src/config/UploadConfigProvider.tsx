import { Toast, ToastBody, Toaster, ToastTitle, useId, useToastController } from '@fluentui/react-components'
import { API_BASE } from '@portico/contract'
import axios from 'axios'
import { createContext, type ReactNode, useContext, useMemo } from 'react'
import type { UploadConfig, UploadConfigProviderProps, UploadNotify } from './uploadConfig.types'

const defaultHttp = axios.create()

export const DEFAULT_UPLOAD_CONFIG: UploadConfig = {
  action: `${API_BASE}/sys/common/upload`,
  staticDomain: `${API_BASE}/sys/common/static`,
  apiBase: API_BASE,
  getHeaders: () => ({}),
  biz: 'temp',
  http: defaultHttp,
}

interface UploadContextValue {
  config: UploadConfig
  /** The provider's toaster, or null outside a provider. */
  toasterId: string | null
}

const UploadConfigContext = createContext<UploadContextValue>({
  config: DEFAULT_UPLOAD_CONFIG,
  toasterId: null,
})

/** Points every uploader below at its endpoints, headers, HTTP client and notifications. */
export function UploadConfigProvider({ children, http, ...rest }: UploadConfigProviderProps) {
  const toasterId = useId('portico-upload-toaster')
  const parent = useContext(UploadConfigContext)
  const { action, staticDomain, apiBase, getHeaders, biz, notify } = rest
  const value = useMemo<UploadContextValue>(
    () => ({
      config: {
        ...parent.config,
        ...(action !== undefined && { action }),
        ...(staticDomain !== undefined && { staticDomain }),
        ...(apiBase !== undefined && { apiBase }),
        ...(getHeaders !== undefined && { getHeaders }),
        ...(biz !== undefined && { biz }),
        ...(notify !== undefined && { notify }),
        ...(http !== undefined && { http }),
      },
      toasterId: notify ? parent.toasterId : toasterId,
    }),
    [parent, action, staticDomain, apiBase, getHeaders, biz, notify, http, toasterId],
  )
  return (
    <UploadConfigContext.Provider value={value}>
      {children}
      {!notify && <Toaster toasterId={toasterId} />}
    </UploadConfigContext.Provider>
  )
}

/** The nearest provider's configuration (JeecgBoot defaults without one). */
export function useUploadConfig(): UploadConfig {
  return useContext(UploadConfigContext).config
}

/**
 * The notifier: the config's `notify`, else toasts on the provider's Toaster; outside a provider the caller
 * renders the returned `toaster` element itself.
 */
export function useUploadNotify(): { notify: UploadNotify; toaster: ReactNode } {
  const { config, toasterId } = useContext(UploadConfigContext)
  const fallbackId = useId('portico-upload-local-toaster')
  const id = toasterId ?? fallbackId
  const { dispatchToast } = useToastController(id)
  const notify = useMemo<UploadNotify>(() => {
    if (config.notify) return config.notify
    const show = (intent: 'success' | 'warning' | 'error') => (message: ReactNode, title?: string) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{title ?? message}</ToastTitle>
          {title !== undefined && <ToastBody>{message}</ToastBody>}
        </Toast>,
        { intent, timeout: 4000 },
      )
    return { success: show('success'), warning: show('warning'), error: show('error') }
  }, [config.notify, dispatchToast])
  const toaster = config.notify || toasterId ? null : <Toaster toasterId={fallbackId} />
  return { notify, toaster }
}
