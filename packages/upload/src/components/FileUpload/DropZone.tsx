import { Button, mergeClasses, Text } from '@fluentui/react-components'
import { ArrowUploadRegular } from '@fluentui/react-icons'
import type { FileDropZone } from '../../useFileDropZone/useFileDropZone'
import { fileUploadClassNames, useFileUploadStyles } from './FileUpload.styles'

export interface DropZoneProps {
  zone: FileDropZone
  /** The group's accessible name (文件上传, 图片上传). */
  label: string
  /** The picker button's text. */
  text: string
  /** The line beside the button. */
  hint: string
  disabled: boolean
  busy: boolean
}

/** The uploaders' dashed drop zone: a focusable group that takes drops and pastes, with the picker button. */
export function DropZone({ zone, label, text, hint, disabled, busy }: DropZoneProps) {
  const styles = useFileUploadStyles()
  return (
    // biome-ignore lint/a11y/useSemanticElements: a drop zone is a labelled group, not a form fieldset
    <div
      ref={zone.zoneRef}
      {...zone.zoneProps}
      role="group"
      aria-label={label}
      aria-disabled={disabled || undefined}
      aria-busy={busy || undefined}
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
        {text}
      </Button>
      <Text className={styles.hint}>{hint}</Text>
      <input {...zone.inputProps} data-testid="file-input" />
    </div>
  )
}
