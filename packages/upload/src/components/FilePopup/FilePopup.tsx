import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components'
import { UploadActivityScope } from '../../uploadActivity/UploadActivityScope'
import { uploadTargetOf } from '../../useUploadQueue/uploadTarget'
import { FileUpload } from '../FileUpload/FileUpload'
import { ImageUpload } from '../ImageUpload/ImageUpload'
import { UploadAwareButton } from '../UploadAwareButton/UploadAwareButton'
import { useFilePopupStyles } from './FilePopup.styles'
import type { FilePopupProps } from './FilePopup.types'
import { useFilePopup } from './useFilePopup'

/** File or image popup (width 520): lists and uploads files; 确定 with none uploaded warns 未上传任何文件. */
export function FilePopup(props: FilePopupProps) {
  const { type = 'file', maxCount = 0, accept } = props
  const state = useFilePopup(props)
  const styles = useFilePopupStyles()
  const title = props.title ?? (type === 'image' ? '上传图片' : '上传文件')
  const Uploader = type === 'image' ? ImageUpload : FileUpload
  return (
    <>
      <Dialog open={state.open} onOpenChange={(_, d) => (d.open ? state.setOpen(true) : state.cancel())}>
        <DialogSurface className={styles.surface}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>
              <UploadActivityScope onChange={state.setActivity}>
                <Uploader
                  value={state.draft}
                  onChange={state.setDraft}
                  maxCount={maxCount}
                  {...uploadTargetOf(props)}
                  accept={accept}
                />
              </UploadActivityScope>
            </DialogContent>
            <DialogActions>
              <Button onClick={state.cancel}>取消</Button>
              <UploadAwareButton appearance="primary" activity={state.activity} onClick={state.confirm}>
                确定
              </UploadAwareButton>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      {state.toaster}
    </>
  )
}
