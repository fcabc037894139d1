import { useFileUploadStyles } from './FileUpload.styles'
import type { FileUploadProps } from './FileUpload.types'
import { renderFileUpload } from './renderFileUpload'
import { useFileUpload } from './useFileUpload'

/**
 * File uploader (点击上传): picker, drag and drop, paste; a progress bar per file; download and remove.
 * The value (comma paths or a list) is reported only when every file is done.
 */
export function FileUpload(props: FileUploadProps) {
  const state = useFileUpload(props)
  const styles = useFileUploadStyles()
  return renderFileUpload({ ...state, props }, styles)
}
