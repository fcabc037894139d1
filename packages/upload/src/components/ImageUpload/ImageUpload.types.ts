import type { FileUploadProps } from '../FileUpload/FileUpload.types'

export interface ImageUploadProps extends Omit<FileUploadProps, 'accept'> {
  /** Button text (default 上传). */
  text?: string
  /** Image types for the picker (default `image/*`); non-images are always refused with 请上传图片. */
  accept?: string
}
