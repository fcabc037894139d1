import type { UploadValueProps } from '../../useUploadQueue/useUploadQueue.types'
import type { UploaderBaseProps } from '../FileUpload/FileUpload.types'

export type ImageUploadProps = UploaderBaseProps &
  UploadValueProps & {
    /** Button text (default 上传). */
    text?: string
    /** Image types for the picker (default `image/*`); non-images are always refused with 请上传图片. */
    accept?: string
  }
