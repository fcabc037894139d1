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
import { OPS_PERMS, ORDER_PASTE_MAX, type OrderPasteResult, type ParcelRow } from '@portico/contract'
import { DataTable, type DataTableColumn } from '@portico/grid'
import { useHttp, useNotify, usePermissions } from '@portico/ui'
import { exportFileName, saveBlob } from '@portico/upload'
import { useState } from 'react'
import { axiosInstance } from '../../../api/http'

const useStyles = makeStyles({
  card: { display: 'grid', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
})

/** 批量单号查询: up to 1,000 tracking or platform order numbers → the rows found and a 未找到 list. */
export function OrderPasteSearch({ columns }: { columns: DataTableColumn<ParcelRow>[] }) {
  const styles = useStyles()
  const http = useHttp()
  const notify = useNotify()
  const permissions = usePermissions()
  const [text, setText] = useState('')
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [result, setResult] = useState<OrderPasteResult | null>(null)
  const count = text.split(/[\s,，;；]+/).filter(Boolean).length

  async function search() {
    if (count === 0) return setError('请粘贴单号')
    if (count > ORDER_PASTE_MAX) return setError(`一次最多查询 ${ORDER_PASTE_MAX} 个单号，当前 ${count} 个`)
    setLoading(true)
    setError(null)
    try {
      const envelope = await http.post<OrderPasteResult>('/order/search/byNumbers', { numbers: text })
      if (envelope.success) setResult(envelope.result)
      else setError(envelope.message)
    } catch {
      setError('查询失败，请重试')
    } finally {
      setLoading(false)
    }
  }

  async function exportXls() {
    try {
      const response = await axiosInstance.post(
        '/order/search/exportXls',
        { numbers: text },
        { responseType: 'blob' },
      )
      saveBlob(response.data as Blob, exportFileName('订单查询', 'xlsx'))
    } catch {
      notify.warning('导出失败，请重试')
    }
  }

  return (
    <Card className={styles.card}>
      <Field
        label="平台订单号或运单号"
        hint={`每行一个，或用逗号、空格分隔；最多 ${ORDER_PASTE_MAX} 个（已输入 ${count} 个）`}
      >
        <Textarea value={text} rows={5} resize="vertical" onChange={(_, data) => setText(data.value)} />
      </Field>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => void search()} disabled={loading}>
          查询
        </Button>
        {permissions.allows(OPS_PERMS.orderExport) && result && result.records.length > 0 && (
          <Button icon={<ArrowDownload20Regular />} onClick={() => void exportXls()}>
            导出
          </Button>
        )}
      </div>
      <div aria-live="polite">
        {loading && <Spinner label="查询中…" />}
        {error && (
          <MessageBar intent="error">
            <MessageBarBody>{error}</MessageBarBody>
          </MessageBar>
        )}
        {result && (
          <MessageBar intent={result.notFound.length ? 'warning' : 'success'}>
            <MessageBarBody>
              找到 {result.records.length} 个包裹
              {result.notFound.length > 0 &&
                `；未找到 ${result.notFound.length} 个：${result.notFound.join('、')}`}
            </MessageBarBody>
          </MessageBar>
        )}
      </div>
      {result && (
        <DataTable
          aria-label="查询结果"
          columns={columns}
          data={result.records}
          rowKey="id"
          emptyText="没有找到包裹"
        />
      )}
    </Card>
  )
}
