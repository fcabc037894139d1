export { FilePopup } from './components/FilePopup/FilePopup'
export type { FilePopupProps } from './components/FilePopup/FilePopup.types'
export { FileList, type FileListProps } from './components/FileUpload/FileList'
export { FileUpload } from './components/FileUpload/FileUpload'
export type { FileUploadProps, UploaderBaseProps } from './components/FileUpload/FileUpload.types'
export { useFileUpload } from './components/FileUpload/useFileUpload'
export { ImageUpload } from './components/ImageUpload/ImageUpload'
export type { ImageUploadProps } from './components/ImageUpload/ImageUpload.types'
export { useImageUpload } from './components/ImageUpload/useImageUpload'
export type { LoadPreview } from './components/ImageUpload/useLoadedImage'
export { ImportExcelDialog } from './components/ImportExcelDialog/ImportExcelDialog'
export type {
  ImportExcelDialogProps,
  ImportPartialResult,
} from './components/ImportExcelDialog/ImportExcelDialog.types'
export { importErrorFileUrl } from './components/ImportExcelDialog/useImportExcelDialog'
export { UploadAwareButton } from './components/UploadAwareButton/UploadAwareButton'
export type { UploadAwareButtonProps } from './components/UploadAwareButton/UploadAwareButton.types'
export { UploadCell } from './components/UploadCell/UploadCell'
export type { UploadCellProps } from './components/UploadCell/UploadCell.types'
export {
  DEFAULT_UPLOAD_CONFIG,
  UploadConfigProvider,
  useUploadConfig,
  useUploadNotify,
} from './config/UploadConfigProvider'
export type { UploadConfig, UploadConfigProviderProps, UploadNotify } from './config/uploadConfig.types'
export { DownloadError, downloadFile, exportFileName, saveBlob } from './download/downloadFile'
export { UploadActivityScope, useReportUploadActivity } from './uploadActivity/UploadActivityScope'
export {
  combineUploadActivity,
  IDLE_UPLOAD_ACTIVITY,
  uploadBlockReason,
} from './uploadActivity/uploadActivity'
export type { UploadActivity, UploadActivityScopeProps } from './uploadActivity/uploadActivity.types'
export {
  type FileDropZone,
  type UseFileDropZoneOptions,
  useFileDropZone,
} from './useFileDropZone/useFileDropZone'
export { useUploadQueue } from './useUploadQueue/useUploadQueue'
export type {
  UploadFileItem,
  UploadListValue,
  UploadQueue,
  UploadStatus,
  UploadTarget,
  UploadValue,
  UploadValueProps,
  UseUploadQueueOptions,
} from './useUploadQueue/useUploadQueue.types'
export { MSG as UPLOAD_MESSAGES } from './utils/messages'
export { cutName, extensionOf, isExcelFile, isImageFile, matchesAccept } from './utils/names'
export {
  type MoveDirection,
  type MoveResult,
  MSG_AT_END,
  MSG_UNKNOWN_OPERATION,
  moveItem,
} from './utils/reorder'
export {
  allDone,
  fileNameOfPath,
  parseValue,
  serializeValue,
  splitPaths,
  trimToMaxCount,
} from './utils/value'
