import { Button, mergeClasses, Text } from '@fluentui/react-components'
import { ArrowUploadRegular } from '@fluentui/react-icons'
import { FileList } from './FileList'
import { fileUploadClassNames, type useFileUploadStyles } from './FileUpload.styles'
import type { FileUploadState } from './useFileUpload'

export function renderFileUpload(state: FileUploadState, styles: ReturnType<typeof useFileUploadStyles>) {
  const { zone, disabled, props } = state
  return (
    <div className={mergeClasses(fileUploadClassNames.root, styles.root, props.className)}>
      {/* biome-ignore lint/a11y/useSemanticElements: a drop zone is a labelled group, not a form fieldset */}
      <div
        ref={zone.zoneRef}
        {...zone.zoneProps}
        role="group"
        aria-label={props['aria-label'] ?? '文件上传'}
        aria-disabled={disabled || undefined}
        aria-busy={state.isUploading || undefined}
        tabIndex={disabled ? undefined : 0}
        data-drop-target={zone.isDropTarget || undefined}
        className={mergeClasses(
          fileUploadClassNames.zone,
          styles.zone,
          zone.isDropTarget && styles.dropTarget,
          disabled && styles.disabled,
        )}
      >
        <Button icon={<ArrowUploadRegular />} disabled={disabled} onClick={zone.openPicker}>
          {state.text}
        </Button>
        <Text className={styles.hint}>或将文件拖到此处、粘贴</Text>
        <input {...zone.inputProps} data-testid="file-input" />
      </div>
      <FileList files={state.files} onRemove={disabled ? undefined : state.remove} disabled={disabled} />
      {state.toaster}
    </div>
  )
}
