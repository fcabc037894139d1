import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  mergeClasses,
  ProgressBar,
  Text,
  Tooltip,
} from '@fluentui/react-components'
import {
  ArrowLeftRegular,
  ArrowRightRegular,
  ArrowUploadRegular,
  DeleteRegular,
  EyeRegular,
} from '@fluentui/react-icons'
import { MSG } from '../../utils/messages'
import { cutName } from '../../utils/names'
import { fileUploadClassNames, type useFileUploadStyles } from '../FileUpload/FileUpload.styles'
import { imageUploadClassNames, type useImageUploadStyles } from './ImageUpload.styles'
import type { ImageUploadState } from './useImageUpload'

export function renderImageUpload(
  state: ImageUploadState,
  styles: ReturnType<typeof useImageUploadStyles>,
  zoneStyles: ReturnType<typeof useFileUploadStyles>,
) {
  const { zone, disabled, props, files } = state
  return (
    <div className={mergeClasses(imageUploadClassNames.root, zoneStyles.root, props.className)}>
      {/* biome-ignore lint/a11y/useSemanticElements: a drop zone is a labelled group, not a form fieldset */}
      <div
        ref={zone.zoneRef}
        {...zone.zoneProps}
        role="group"
        aria-label={props['aria-label'] ?? '图片上传'}
        aria-disabled={disabled || undefined}
        aria-busy={state.isUploading || undefined}
        tabIndex={disabled ? undefined : 0}
        data-drop-target={zone.isDropTarget || undefined}
        className={mergeClasses(
          fileUploadClassNames.zone,
          zoneStyles.zone,
          zone.isDropTarget && zoneStyles.dropTarget,
          disabled && zoneStyles.disabled,
        )}
      >
        <Button icon={<ArrowUploadRegular />} disabled={disabled} onClick={zone.openPicker}>
          {state.text}
        </Button>
        <Text className={zoneStyles.hint}>或将图片拖到此处、粘贴</Text>
        <input {...zone.inputProps} data-testid="file-input" />
      </div>
      {files.length > 0 && (
        <ul className={mergeClasses(imageUploadClassNames.grid, styles.grid)} aria-label="已上传图片">
          {files.map((f) => (
            <li key={f.uid} className={styles.tile} data-status={f.status}>
              {f.status === 'done' ? (
                <img className={styles.thumb} src={f.url} alt={`${f.name} 缩略图`} />
              ) : (
                <div className={styles.placeholder}>
                  {f.status === 'error' ? MSG.error : MSG.uploading(f.percent)}
                </div>
              )}
              <Text size={200} title={f.name}>
                {cutName(f.name, 12)}
              </Text>
              {f.status === 'uploading' && (
                <ProgressBar value={f.percent / 100} aria-label={`${f.name} ${MSG.uploading(f.percent)}`} />
              )}
              <div className={styles.actions}>
                <Tooltip content={`左移 ${f.name}`} relationship="label">
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<ArrowLeftRegular />}
                    disabled={disabled}
                    onClick={() => state.move(f.uid, 'left')}
                  />
                </Tooltip>
                <Tooltip content={`预览 ${f.name}`} relationship="label">
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<EyeRegular />}
                    disabled={f.status !== 'done'}
                    onClick={() => state.setPreview(f)}
                  />
                </Tooltip>
                <Tooltip content={`删除 ${f.name}`} relationship="label">
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<DeleteRegular />}
                    disabled={disabled}
                    onClick={() => state.remove(f.uid)}
                  />
                </Tooltip>
                <Tooltip content={`右移 ${f.name}`} relationship="label">
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<ArrowRightRegular />}
                    disabled={disabled}
                    onClick={() => state.move(f.uid, 'right')}
                  />
                </Tooltip>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={state.errorMessage !== null} onOpenChange={(_, d) => !d.open && state.closeError()}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{MSG.errorDialogTitle}</DialogTitle>
            <DialogContent>{MSG.errorDialogContent(state.errorMessage ?? '')}</DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={state.closeError}>
                确定
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      <Dialog open={state.preview !== null} onOpenChange={(_, d) => !d.open && state.setPreview(null)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{state.preview?.name ?? '预览'}</DialogTitle>
            <DialogContent>
              {state.preview && (
                <img className={styles.preview} src={state.preview.url} alt={state.preview.name} />
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={() => state.setPreview(null)}>关闭</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      {state.toaster}
    </div>
  )
}
