import { Button } from '@fluentui/react-components'
import { ArrowDownload20Regular, ArrowUpload20Regular } from '@fluentui/react-icons'
import { useNotify } from '@portico/ui'
import { downloadFile, ImportExcelDialog } from '@portico/upload'
import { useState } from 'react'
import { appConfig } from '../../config'
import { useTexts } from '../../i18n'
import { tokenHeaders, uploadHttp } from '../AppUploadProvider'

export interface ExcelActionsProps {
  /** API paths, e.g. /sys/user/exportXls and /sys/user/importExcel. */
  exportUrl?: string
  importUrl?: string
  /** The saved file's name, without extension. */
  fileName: string
  /** What the list shows: filters, sort and selected ids. */
  exportParams: () => Record<string, unknown>
  onImported: () => void
}

/** A list page's 导出 and 导入 buttons (spec §7 Lists, uploads, imports; §8 export and import rows). */
export function ExcelActions({
  exportUrl,
  importUrl,
  fileName,
  exportParams,
  onImported,
}: ExcelActionsProps) {
  const notify = useNotify()
  const { t } = useTexts()
  const [importing, setImporting] = useState(false)
  const [exporting, setExporting] = useState(false)

  async function exportXls() {
    if (!exportUrl) return
    setExporting(true)
    try {
      await downloadFile(uploadHttp, appConfig.apiBaseUrl + exportUrl, exportParams(), fileName, {
        ext: 'xlsx',
        headers: tokenHeaders(),
      })
    } catch (failure) {
      notify.warning(failure instanceof Error ? failure.message : t('list.downloadFailed'))
    } finally {
      setExporting(false)
    }
  }

  return (
    <>
      {exportUrl && (
        <Button icon={<ArrowDownload20Regular />} onClick={exportXls} disabled={exporting}>
          {t('list.export')}
        </Button>
      )}
      {importUrl && (
        <>
          <Button icon={<ArrowUpload20Regular />} onClick={() => setImporting(true)}>
            {t('list.import')}
          </Button>
          <ImportExcelDialog
            open={importing}
            onOpenChange={setImporting}
            url={appConfig.apiBaseUrl + importUrl}
            onSuccess={onImported}
          />
        </>
      )}
    </>
  )
}
