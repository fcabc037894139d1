import { useEffect, useState } from 'react'

/** Loads a stored file's bytes with credentials (e.g. an `X-Access-Token` header); rejects when it cannot. */
export type LoadPreview = (path: string) => Promise<Blob>

export type LoadedImage = { status: 'loading' | 'failed'; src: '' } | { status: 'loaded'; src: string }

/**
 * The `src` to show for a stored image: its plain `url`, or with `loadPreview` an object URL of the loaded blob
 * (revoked when the path changes or the image goes away).
 */
export function useLoadedImage(url: string, path: string, loadPreview?: LoadPreview): LoadedImage {
  const [loaded, setLoaded] = useState<LoadedImage>({ status: 'loading', src: '' })
  useEffect(() => {
    if (!loadPreview) return
    let live = true
    let objectUrl = ''
    setLoaded({ status: 'loading', src: '' })
    loadPreview(path).then(
      (blob) => {
        if (!live) return
        objectUrl = URL.createObjectURL(blob)
        setLoaded({ status: 'loaded', src: objectUrl })
      },
      () => live && setLoaded({ status: 'failed', src: '' }),
    )
    return () => {
      live = false
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [path, loadPreview])
  return loadPreview ? loaded : { status: 'loaded', src: url }
}
