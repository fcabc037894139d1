import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  mergeClasses,
  Spinner,
  Text,
  Tooltip,
} from '@fluentui/react-components'
import {
  ArrowDownloadRegular,
  ArrowUploadRegular,
  CheckmarkCircleFilled,
  DeleteRegular,
  ErrorCircleFilled,
  MoreHorizontalRegular,
} from '@fluentui/react-icons'
import { uploadTargetOf } from '../../useUploadQueue/uploadTarget'
import { MSG } from '../../utils/messages'
import { cutName } from '../../utils/names'
import { FilePopup } from '../FilePopup/FilePopup'
import { useUploadCellStyles } from './UploadCell.styles'
import type { UploadCellProps } from './UploadCell.types'
import { useUploadCell } from './useUploadCell'

/**
 * Upload cell of the editable table: upload button when empty; spinner (上传中(n%)), green check (上传完成) or red
 * exclamation (上传失败); the name cut to 5 characters; actions download / delete / more (the file popup).
 */
export function UploadCell(props: UploadCellProps) {
  const { type = 'file', allowDownload = true, allowRemove = true, disabled, popupMaxCount = 0 } = props
  const state = useUploadCell(props)
  const styles = useUploadCellStyles()
  const { current, zone } = state
  const label = props['aria-label'] ?? (type === 'image' ? '上传图片' : '上传文件')
  return (
    <div className={styles.root} ref={zone.zoneRef} {...zone.zoneProps}>
      {current === null ? (
        <Button
          size="small"
          icon={<ArrowUploadRegular />}
          disabled={disabled}
          onClick={zone.openPicker}
          aria-label={label}
        >
          {type === 'image' ? '上传图片' : '上传文件'}
        </Button>
      ) : (
        <>
          {current.status === 'uploading' && (
            <Tooltip content={MSG.uploading(current.percent)} relationship="description">
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focus shows the status tooltip */}
              <span className={styles.status} tabIndex={0} data-testid="upload-cell-status">
                <Spinner size="extra-tiny" aria-label={MSG.uploading(current.percent)} />
              </span>
            </Tooltip>
          )}
          {current.status === 'done' && (
            <Tooltip content={MSG.done} relationship="label">
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focus shows the status tooltip */}
              <span className={mergeClasses(styles.status, styles.done)} role="img" tabIndex={0}>
                <CheckmarkCircleFilled />
              </span>
            </Tooltip>
          )}
          {current.status === 'error' && (
            <Tooltip content={MSG.error} relationship="label">
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focus shows the status tooltip */}
              <span className={mergeClasses(styles.status, styles.error)} role="img" tabIndex={0}>
                <ErrorCircleFilled />
              </span>
            </Tooltip>
          )}
          {type === 'image' && current.status === 'done' && current.url && (
            <img className={styles.thumb} src={current.url} alt={`${current.name} 缩略图`} />
          )}
          <Tooltip content={current.name} relationship="description">
            <Text className={styles.name} tabIndex={0} data-testid="upload-cell-name">
              {cutName(current.name, 5)}
            </Text>
          </Tooltip>
          {current.status !== 'uploading' && (
            <Menu>
              <MenuTrigger disableButtonEnhancement>
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<MoreHorizontalRegular />}
                  aria-label="文件操作"
                />
              </MenuTrigger>
              <MenuPopover>
                <MenuList>
                  {allowDownload && (
                    <MenuItem icon={<ArrowDownloadRegular />} onClick={state.download}>
                      下载
                    </MenuItem>
                  )}
                  {allowRemove && (
                    <MenuItem icon={<DeleteRegular />} disabled={disabled} onClick={state.clear}>
                      删除
                    </MenuItem>
                  )}
                  <MenuItem
                    icon={<MoreHorizontalRegular />}
                    disabled={disabled}
                    onClick={() => state.setPopupOpen(true)}
                  >
                    更多
                  </MenuItem>
                </MenuList>
              </MenuPopover>
            </Menu>
          )}
        </>
      )}
      <input {...zone.inputProps} />
      <FilePopup
        open={state.popupOpen}
        onOpenChange={state.setPopupOpen}
        type={type}
        {...uploadTargetOf(props)}
        maxCount={popupMaxCount}
        value={props.value ?? ''}
        onConfirm={(v) => props.onChange?.(v)}
      />
      {state.toaster}
    </div>
  )
}
