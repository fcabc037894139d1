import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Link,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  ProgressBar,
  Text,
} from '@fluentui/react-components'
import { DocumentArrowUpRegular } from '@fluentui/react-icons'
import { useRef } from 'react'
import { useUploadNotify } from '../../config/UploadConfigProvider'
import { useImportExcelDialogStyles } from './ImportExcelDialog.styles'
import type { ImportExcelDialogProps } from './ImportExcelDialog.types'
import { useImportExcelDialog } from './useImportExcelDialog'

/**
 * 导入EXCEL (width 600): pick a .xls/.xlsx file and post it as `files[]`; 201 shows a warning with the error-file
 * link; success toasts the server message (or '{file} 文件上传成功') and closes.
 */
export function ImportExcelDialog(props: ImportExcelDialogProps) {
  const state = useImportExcelDialog(props)
  const styles = useImportExcelDialogStyles()
  const { notify, toaster } = useUploadNotify()
  const inputRef = useRef<HTMLInputElement>(null)
  const { outcome } = state
  const onImport = async () => {
    const result = await state.submit()
    if (result.ok) {
      notify.success(result.message)
      state.setOpen(false)
    }
  }
  return (
    <>
      <Dialog open={state.open} onOpenChange={(_, d) => state.setOpen(d.open)}>
        <DialogSurface className={styles.surface}>
          <DialogBody>
            <DialogTitle>{props.title ?? '导入EXCEL'}</DialogTitle>
            <DialogContent className={styles.body}>
              <div className={styles.row}>
                <Button
                  icon={<DocumentArrowUpRegular />}
                  disabled={state.uploading}
                  onClick={() => inputRef.current?.click()}
                >
                  选择文件
                </Button>
                <Text>{state.file ? state.file.name : '请选择 .xls 或 .xlsx 文件'}</Text>
                <input
                  ref={inputRef}
                  type="file"
                  hidden
                  aria-hidden
                  tabIndex={-1}
                  accept=".xls,.xlsx"
                  data-testid="import-input"
                  onChange={(e) => {
                    state.choose(e.currentTarget.files?.[0])
                    e.currentTarget.value = ''
                  }}
                />
              </div>
              {state.percent !== null && (
                <ProgressBar value={state.percent / 100} aria-label={`导入中(${state.percent}%)`} />
              )}
              {outcome && (
                <MessageBar
                  intent={outcome.kind === 'partial' || outcome.kind === 'warning' ? 'warning' : 'error'}
                >
                  <MessageBarBody>
                    {outcome.kind === 'partial' && <MessageBarTitle>{outcome.message}</MessageBarTitle>}
                    {outcome.kind === 'partial' ? outcome.detail : outcome.message}
                    {outcome.kind === 'partial' && outcome.fileUrl && (
                      <>
                        {' '}
                        <Link href={outcome.fileUrl} target="_blank" rel="noreferrer">
                          点击下载错误文件
                        </Link>
                      </>
                    )}
                  </MessageBarBody>
                </MessageBar>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={() => state.setOpen(false)}>关闭</Button>
              <Button appearance="primary" disabled={!state.file || state.uploading} onClick={onImport}>
                {state.uploading ? '上传中...' : '开始上传'}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      {toaster}
    </>
  )
}
