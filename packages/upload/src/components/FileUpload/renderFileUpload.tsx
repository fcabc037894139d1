import { mergeClasses } from '@fluentui/react-components'
import { DropZone } from './DropZone'
import { FileList } from './FileList'
import { fileUploadClassNames, type useFileUploadStyles } from './FileUpload.styles'
import type { FileUploadState } from './useFileUpload'

export function renderFileUpload(state: FileUploadState, styles: ReturnType<typeof useFileUploadStyles>) {
  const { zone, disabled, props } = state
  return (
    <div className={mergeClasses(fileUploadClassNames.root, styles.root, props.className)}>
      <DropZone
        zone={zone}
        label={props['aria-label'] ?? '文件上传'}
        text={state.text}
        hint="或将文件拖到此处、粘贴"
        disabled={disabled}
        busy={state.isUploading}
      />
      <FileList files={state.files} onRemove={disabled ? undefined : state.remove} disabled={disabled} />
      {state.toaster}
    </div>
  )
}
