import { Button, ProgressBar, Text, Tooltip } from '@fluentui/react-components'
import { ArrowLeftRegular, ArrowRightRegular, DeleteRegular, EyeRegular } from '@fluentui/react-icons'
import type { ReactElement } from 'react'
import type { UploadFileItem } from '../../useUploadQueue/useUploadQueue.types'
import { MSG } from '../../utils/messages'
import { cutName } from '../../utils/names'
import type { useImageUploadStyles } from './ImageUpload.styles'
import { StoredImage } from './StoredImage'
import type { LoadPreview } from './useLoadedImage'

export interface ImageTileProps {
  file: UploadFileItem
  disabled: boolean
  styles: ReturnType<typeof useImageUploadStyles>
  loadPreview?: LoadPreview
  onMove: (uid: string, direction: 'left' | 'right') => void
  onPreview: (file: UploadFileItem) => void
  onRemove: (uid: string) => void
}

/** One thumbnail with its name, progress and the 左移 / 预览 / 删除 / 右移 buttons. */
export function ImageTile({
  file: f,
  disabled,
  styles,
  loadPreview,
  onMove,
  onPreview,
  onRemove,
}: ImageTileProps) {
  return (
    <li className={styles.tile} data-status={f.status}>
      {f.status === 'done' ? (
        <StoredImage
          url={f.url}
          path={f.path}
          alt={`${f.name} 缩略图`}
          loadPreview={loadPreview}
          className={styles.thumb}
          placeholderClassName={styles.placeholder}
        />
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
        <TileAction
          label={`左移 ${f.name}`}
          icon={<ArrowLeftRegular />}
          disabled={disabled}
          onClick={() => onMove(f.uid, 'left')}
        />
        <TileAction
          label={`预览 ${f.name}`}
          icon={<EyeRegular />}
          disabled={f.status !== 'done'}
          onClick={() => onPreview(f)}
        />
        <TileAction
          label={`删除 ${f.name}`}
          icon={<DeleteRegular />}
          disabled={disabled}
          onClick={() => onRemove(f.uid)}
        />
        <TileAction
          label={`右移 ${f.name}`}
          icon={<ArrowRightRegular />}
          disabled={disabled}
          onClick={() => onMove(f.uid, 'right')}
        />
      </div>
    </li>
  )
}

interface TileActionProps {
  label: string
  icon: ReactElement
  disabled: boolean
  onClick: () => void
}

function TileAction({ label, icon, disabled, onClick }: TileActionProps) {
  return (
    <Tooltip content={label} relationship="label">
      <Button size="small" appearance="subtle" icon={icon} disabled={disabled} onClick={onClick} />
    </Tooltip>
  )
}
