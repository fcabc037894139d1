import { Button, Link, mergeClasses, ProgressBar, Text, Tooltip } from '@fluentui/react-components'
import {
  ArrowDownloadRegular,
  DeleteRegular,
  DocumentRegular,
  ErrorCircleRegular,
} from '@fluentui/react-icons'
import type { UploadFileItem } from '../../useUploadQueue/useUploadQueue.types'
import { MSG } from '../../utils/messages'
import { fileUploadClassNames, useFileUploadStyles } from './FileUpload.styles'

export interface FileListProps {
  files: UploadFileItem[]
  onRemove?: (uid: string) => void
  disabled?: boolean
  'aria-label'?: string
}

/** The uploaded files: name, progress bar while uploading, download link and remove button. */
export function FileList({ files, onRemove, disabled, 'aria-label': label = '已上传文件' }: FileListProps) {
  const styles = useFileUploadStyles()
  if (files.length === 0) return null
  return (
    <ul className={mergeClasses(fileUploadClassNames.list, styles.list)} aria-label={label}>
      {files.map((f) => (
        <li key={f.uid} className={styles.item} data-status={f.status}>
          {f.status === 'error' ? (
            <ErrorCircleRegular className={styles.error} aria-hidden />
          ) : (
            <DocumentRegular aria-hidden />
          )}
          {f.status === 'done' && f.url ? (
            <Link className={styles.name} href={f.url} download={f.name} target="_blank" rel="noreferrer">
              {f.name}
            </Link>
          ) : (
            <Text className={mergeClasses(styles.name, f.status === 'error' && styles.error)}>
              {f.name}
              {f.status === 'error' && ` (${MSG.error}: ${f.message || MSG.unknownError})`}
            </Text>
          )}
          <span>
            {f.status === 'done' && f.url && (
              <Tooltip content={`下载 ${f.name}`} relationship="label">
                <Button
                  as="a"
                  href={f.url}
                  download={f.name}
                  appearance="subtle"
                  size="small"
                  icon={<ArrowDownloadRegular />}
                />
              </Tooltip>
            )}
            {onRemove && (
              <Tooltip content={`删除 ${f.name}`} relationship="label">
                <Button
                  appearance="subtle"
                  size="small"
                  disabled={disabled}
                  icon={<DeleteRegular />}
                  onClick={() => onRemove(f.uid)}
                />
              </Tooltip>
            )}
          </span>
          {f.status === 'uploading' && (
            <ProgressBar
              className={styles.progress}
              value={f.percent / 100}
              aria-label={`${f.name} ${MSG.uploading(f.percent)}`}
              aria-valuetext={`${f.percent}%`}
            />
          )}
        </li>
      ))}
    </ul>
  )
}
