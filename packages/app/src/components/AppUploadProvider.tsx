import { HEADER_TOKEN } from '@portico/contract'
import { UploadConfigProvider } from '@portico/upload'
import axios from 'axios'
import type { ReactNode } from 'react'
import { appConfig } from '../config'
import { sessionStore } from '../session/sessionStore'

/** Uploads carry the signed-in user's token (the upload provider shows its own toasts, with links where needed). */
const uploadHttp = axios.create({ timeout: appConfig.requestTimeoutMs })

export const tokenHeaders = (): Record<string, string> => {
  const token = sessionStore.token()
  return token ? { [HEADER_TOKEN]: token } : {}
}

export function AppUploadProvider({ children }: { children: ReactNode }) {
  return (
    <UploadConfigProvider
      http={uploadHttp}
      apiBase={appConfig.apiBaseUrl}
      staticDomain={appConfig.staticDomainUrl}
      action={`${appConfig.apiBaseUrl}/sys/common/upload`}
      getHeaders={tokenHeaders}
    >
      {children}
    </UploadConfigProvider>
  )
}

export { uploadHttp }
