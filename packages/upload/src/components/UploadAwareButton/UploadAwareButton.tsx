import { Button, mergeClasses, useId } from '@fluentui/react-components'
import { uploadBlockReason } from '../../uploadActivity/uploadActivity'
import { uploadAwareButtonClassNames, useUploadAwareButtonStyles } from './UploadAwareButton.styles'
import type { UploadAwareButtonProps } from './UploadAwareButton.types'

/**
 * A form's 确定 that waits for its uploaders: while one is uploading (or holds a failed file) the button stays
 * focusable but inert, and the reason (文件上传中，请稍候) shows beside it and is announced.
 */
export function UploadAwareButton({
  activity,
  reasonClassName,
  disabledFocusable,
  'aria-describedby': describedBy,
  ...buttonProps
}: UploadAwareButtonProps) {
  const styles = useUploadAwareButtonStyles()
  const reasonId = useId('portico-upload-reason')
  const reason = uploadBlockReason(activity)
  return (
    <>
      <span
        id={reasonId}
        role="status"
        className={mergeClasses(uploadAwareButtonClassNames.reason, styles.reason, reasonClassName)}
      >
        {reason}
      </span>
      <Button
        {...buttonProps}
        disabledFocusable={disabledFocusable || reason !== null}
        aria-describedby={reason ? [describedBy, reasonId].filter(Boolean).join(' ') : describedBy}
      />
    </>
  )
}
