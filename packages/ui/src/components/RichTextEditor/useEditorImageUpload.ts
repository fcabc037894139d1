import { useCallback, useState } from 'react'
import { useEndpoints, useHttp, useNotify } from '../../provider/PorticoProvider'
import {
  EDITOR_UPLOAD_FAILED,
  editorImageSource,
  editorUploadForm,
  isSafeImageSrc,
  readAsDataUrl,
} from './editorImage'

export interface EditorImageUpload {
  /** Uploads one image and resolves to the src to insert, or null (the user has been told why). */
  upload: (file: File) => Promise<string | null>
  /** How many uploads are under way. */
  pending: number
}

/**
 * JEditor's image handler: POST the upload endpoint with `biz=jeditor` and `jeditor=1`; the stored path in
 * `message` becomes a static url, the reply 'local' inlines the file as base64.
 */
export function useEditorImageUpload(): EditorImageUpload {
  const http = useHttp()
  const { upload: uploadUrl, staticDomain } = useEndpoints()
  const notify = useNotify()
  const [pending, setPending] = useState(0)

  const upload = useCallback(
    async (file: File) => {
      setPending((n) => n + 1)
      try {
        const reply = await http.postForm(uploadUrl, editorUploadForm(file))
        const source = editorImageSource(reply, staticDomain)
        if (source.kind === 'failed') {
          notify.error(source.message)
          return null
        }
        const src = source.kind === 'inline' ? await readAsDataUrl(file) : source.src
        if (isSafeImageSrc(src)) return src
        notify.error(EDITOR_UPLOAD_FAILED)
        return null
      } catch {
        notify.error(EDITOR_UPLOAD_FAILED)
        return null
      } finally {
        setPending((n) => n - 1)
      }
    },
    [http, uploadUrl, staticDomain, notify],
  )

  return { upload, pending }
}
