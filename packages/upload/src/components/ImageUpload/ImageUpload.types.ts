import type { UploadValueProps } from '../../useUploadQueue/useUploadQueue.types'
import type { UploaderBaseProps } from '../FileUpload/FileUpload.types'
import type { LoadPreview } from './useLoadedImage'

export type ImageUploadProps = UploaderBaseProps &
  UploadValueProps & {
    /** Button text (default 上传). */
    text?: string
    /** Image types for the picker (default `image/*`); non-images are always refused with 请上传图片. */
    accept?: string
    /**
     * For stored files the server only gives with credentials: loads a path's bytes (e.g. with the
     * `X-Access-Token` header) and the thumbnail and preview show them through an object URL, with 图片加载中 /
     * 图片加载失败 instead of a broken image. Keep it stable (e.g. a module function): a new function reloads.
     */
    loadPreview?: LoadPreview
  }
