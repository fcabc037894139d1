import { useFileUploadStyles } from '../FileUpload/FileUpload.styles'
import { useImageUploadStyles } from './ImageUpload.styles'
import type { ImageUploadProps } from './ImageUpload.types'
import { renderImageUpload } from './renderImageUpload'
import { useImageUpload } from './useImageUpload'

/**
 * Image uploader (上传): thumbnails grid, left/right reordering, preview, an 上传出错 dialog on failure;
 * non-images are refused with 请上传图片.
 */
export function ImageUpload(props: ImageUploadProps) {
  const state = useImageUpload(props)
  const styles = useImageUploadStyles()
  const zoneStyles = useFileUploadStyles()
  return renderImageUpload({ ...state, props }, styles, zoneStyles)
}
