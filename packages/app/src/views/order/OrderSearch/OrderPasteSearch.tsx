import {
  Button,
  Card,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Textarea,
  tokens,
} from '@fluentui/react-components'
import { ArrowDownload20Regular } from '@fluentui/react-icons'
import {
  OPS_PERMS,
  ORDER_PASTE_MAX,
  type OrderPasteResult,
  orderSearchActions,
  type ParcelRow,
} from '@portico/contract'
import { DataTable, type DataTableColumn } from '@portico/grid'
import { useHttp, useNotify, usePermissions } from '@portico/ui'
import { exportFileName, saveBlob } from '@portico/upload'
import { useState } from 'react'
import { callAction } from '../../../api/callAction'
import { axiosInstance } from '../../../api/http'
import { localiseColumns } from '../../../components/list/localiseColumns'
import { useTexts } from '../../../i18n'

const useStyles = makeStyles({
  card: { display: 'grid', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
})

/** 批量单号查询: up to 1,000 tracking or platform order numbers → the rows found and a 未找到 list. */
export function OrderPasteSearch({ columns }: { columns: DataTableColumn<ParcelRow>[] }) {
  const styles = useStyles()
  const http = useHttp()
  const notify = useNotify()
  const { t, label, locale } = useTexts()
  const permissions = usePermissions()
  const [text, setText] = useState('')
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [result, setResult] = useState<OrderPasteResult | null>(null)
  const count = text.split(/[\s,，;；]+/).filter(Boolean).length

  async function search() {
    if (count === 0) return setError(t('order.pasteNumbers'))
    if (count > ORDER_PASTE_MAX) return setError(t('order.tooMany', { max: ORDER_PASTE_MAX, count }))
    setLoading(true)
    setError(null)
    try {
      const envelope = await callAction(http, orderSearchActions.byNumbers, { body: { numbers: text } })
      if (envelope.success) setResult(envelope.result)
      else setError(envelope.message)
    } catch {
      setError(t('list.searchFailed'))
    } finally {
      setLoading(false)
    }
  }

  async function exportXls() {
    try {
      const response = await axiosInstance.post(
        orderSearchActions.exportNumbers.path,
        { numbers: text },
        { responseType: 'blob' },
      )
      saveBlob(response.data as Blob, exportFileName(label('订单查询'), 'xlsx'))
    } catch {
      notify.warning(t('order.exportFailed'))
    }
  }

  return (
    <Card className={styles.card}>
      <Field label={t('order.numbers')} hint={t('order.numbersHint', { max: ORDER_PASTE_MAX, count })}>
        <Textarea value={text} rows={5} resize="vertical" onChange={(_, data) => setText(data.value)} />
      </Field>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => void search()} disabled={loading}>
          {t('list.search')}
        </Button>
        {permissions.allows(OPS_PERMS.orderExport) && result && result.records.length > 0 && (
          <Button icon={<ArrowDownload20Regular />} onClick={() => void exportXls()}>
            {t('list.export')}
          </Button>
        )}
      </div>
      <div aria-live="polite">
        {loading && <Spinner label={t('list.searching')} />}
        {error && (
          <MessageBar intent="error">
            <MessageBarBody>{error}</MessageBarBody>
          </MessageBar>
        )}
        {result && (
          <MessageBar intent={result.notFound.length ? 'warning' : 'success'}>
            <MessageBarBody>
              {t('order.found', { count: result.records.length })}
              {result.notFound.length > 0 &&
                t('order.notFound', {
                  count: result.notFound.length,
                  numbers: result.notFound.join(locale === 'en' ? ', ' : '、'),
                })}
            </MessageBarBody>
          </MessageBar>
        )}
      </div>
      {result && (
        <DataTable
          aria-label={t('order.results')}
          columns={localiseColumns(columns, label)}
          data={result.records}
          rowKey="id"
          emptyText={t('order.noneFound')}
        />
      )}
    </Card>
  )
}
