import { mergeClasses } from '@fluentui/react-components'
import { MSG } from '../../utils/messages'
import { DropZone } from '../FileUpload/DropZone'
import type { useFileUploadStyles } from '../FileUpload/FileUpload.styles'
import { ImageTile } from './ImageTile'
import { imageUploadClassNames, type useImageUploadStyles } from './ImageUpload.styles'
import { OneButtonDialog } from './OneButtonDialog'
import { StoredImage } from './StoredImage'
import type { ImageUploadState } from './useImageUpload'

export function renderImageUpload(
  state: ImageUploadState,
  styles: ReturnType<typeof useImageUploadStyles>,
  zoneStyles: ReturnType<typeof useFileUploadStyles>,
) {
  const { zone, disabled, props, files } = state
  return (
    <div className={mergeClasses(imageUploadClassNames.root, zoneStyles.root, props.className)}>
      <DropZone
        zone={zone}
        label={props['aria-label'] ?? '图片上传'}
        text={state.text}
        hint="或将图片拖到此处、粘贴"
        disabled={disabled}
        busy={state.isUploading}
      />
      {files.length > 0 && (
        <ul className={mergeClasses(imageUploadClassNames.grid, styles.grid)} aria-label="已上传图片">
          {files.map((f) => (
            <ImageTile
              key={f.uid}
              file={f}
              disabled={disabled}
              styles={styles}
              loadPreview={props.loadPreview}
              onMove={state.move}
              onPreview={state.setPreview}
              onRemove={state.remove}
            />
          ))}
        </ul>
      )}
      <OneButtonDialog
        open={state.errorMessage !== null}
        title={MSG.errorDialogTitle}
        closeText="确定"
        primary
        onClose={state.closeError}
      >
        {MSG.errorDialogContent(state.errorMessage ?? '')}
      </OneButtonDialog>
      <OneButtonDialog
        open={state.preview !== null}
        title={state.preview?.name ?? '预览'}
        closeText="关闭"
        onClose={() => state.setPreview(null)}
      >
        {state.preview && (
          <StoredImage
            url={state.preview.url}
            path={state.preview.path}
            alt={state.preview.name}
            loadPreview={props.loadPreview}
            className={styles.preview}
            placeholderClassName={styles.placeholder}
          />
        )}
      </OneButtonDialog>
      {state.toaster}
    </div>
  )
}
