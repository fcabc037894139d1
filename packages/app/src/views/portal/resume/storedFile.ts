import { useEffect, useState } from 'react'
import { http } from '../../../api/http'

/** A job seeker's files need the signed-in token (the server refuses them to a bare link). */
const staticPath = (path: string) => `/sys/common/static/${path.replace(/^\/+/, '')}`

/** A stored file's bytes, fetched with the session's token. */
export const loadStoredFile = (path: string): Promise<Blob> => http.getBlob(staticPath(path))

/** An object URL of a stored file fetched with the session's token; '' until loaded or when it fails. */
export function useStoredFileUrl(path: string): string {
  const [url, setUrl] = useState('')
  useEffect(() => {
    let objectUrl = ''
    let live = true
    loadStoredFile(path)
      .then((blob) => {
        if (!live) return
        objectUrl = URL.createObjectURL(blob)
        setUrl(objectUrl)
      })
      .catch(() => setUrl(''))
    return () => {
      live = false
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [path])
  return url
}

/** Opens a stored file in a new tab, fetched with the session's token. */
export async function openStoredFile(path: string): Promise<void> {
  const tab = window.open('', '_blank')
  const blob = await loadStoredFile(path)
  const url = URL.createObjectURL(blob)
  if (tab) tab.location.href = url
  else window.location.href = url
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
