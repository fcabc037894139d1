import { useNotify } from '@portico/ui'
import { downloadFile } from '@portico/upload'
import { useCallback, useState } from 'react'
import { appConfig } from '../../config'
import { tokenHeaders, uploadHttp } from '../AppUploadProvider'

/** Downloads an .xlsx the API writes (export, template), telling the user when it fails; `busy` while it runs. */
export function useXlsxDownload() {
  const notify = useNotify()
  const [busy, setBusy] = useState(false)
  const download = useCallback(
    async (url: string, params: Record<string, unknown>, fileName: string) => {
      setBusy(true)
      try {
        await downloadFile(uploadHttp, appConfig.apiBaseUrl + url, params, fileName, {
          ext: 'xlsx',
          headers: tokenHeaders(),
        })
      } catch (failure) {
        notify.warning(failure instanceof Error ? failure.message : '文件下载失败')
      } finally {
        setBusy(false)
      }
    },
    [notify],
  )
  return { download, busy }
}
