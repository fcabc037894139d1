import { MSG } from '../../utils/messages'
import { type LoadPreview, useLoadedImage } from './useLoadedImage'

export interface StoredImageProps {
  url: string
  path: string
  alt: string
  loadPreview?: LoadPreview
  className: string
  /** Shown instead of the image while it loads or after it failed. */
  placeholderClassName: string
}

/** A stored image, loaded through `loadPreview` when given (loading and failure shown as text, never a broken image). */
export function StoredImage({
  url,
  path,
  alt,
  loadPreview,
  className,
  placeholderClassName,
}: StoredImageProps) {
  const image = useLoadedImage(url, path, loadPreview)
  if (image.status === 'loaded') return <img className={className} src={image.src} alt={alt} />
  const failed = image.status === 'failed'
  return (
    <div className={placeholderClassName} aria-busy={!failed} title={alt}>
      {failed ? MSG.imageLoadFailed : MSG.imageLoading}
    </div>
  )
}
