import { Button, Field, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components'
import { ArrowDownload20Regular, Search20Regular } from '@fluentui/react-icons'
import {
  BILL_COUNT_PERMS,
  type BillCountReport,
  type BillCountRow,
  CUSTOMER_DICT,
  formatMoney,
} from '@portico/contract'
import { DataTable, type DataTableColumn } from '@portico/grid'
import { DictSelect, MonthField, useHttp, usePermissions } from '@portico/ui'
import { useCallback, useEffect, useState } from 'react'
import { useXlsxDownload } from '../../../components/list/useXlsxDownload'

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalM },
  form: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'end', flexWrap: 'wrap' },
})

const money = (key: keyof BillCountRow, title: string): DataTableColumn<BillCountRow> => ({
  key,
  title,
  width: 120,
  align: 'right',
  render: (row) => formatMoney(String(row[key])),
})

const columns: DataTableColumn<BillCountRow>[] = [
  {
    key: 'customerName',
    title: '客户',
    width: 220,
    render: (row) => (row.customerId ? row.customerName : <strong>合计</strong>),
  },
  { key: 'month', title: '月份', width: 90 },
  { key: 'billCount', title: '账单数', kind: 'integer', width: 80, align: 'right' },
  { key: 'parcelCount', title: '包裹数', kind: 'integer', width: 80, align: 'right' },
  { key: 'billableWeight', title: '计费重(kg)', kind: 'weight', width: 110, align: 'right' },
  money('totalAmount', '账单金额'),
  money('draftAmount', '草稿'),
  money('confirmedAmount', '已确认'),
  money('sentAmount', '已发送'),
  money('disputedAmount', '有争议'),
  money('paidAmount', '已付款'),
  money('outstandingAmount', '未付款'),
]

const EMPTY = { monthFrom: '', monthTo: '', customerId: '' }

/** 账单统计: bills per customer and month (by the bill's period), amounts by status, paid and owed, with totals. */
export default function BillCountListPage() {
  const styles = useStyles()
  const http = useHttp()
  const permissions = usePermissions()
  const xlsx = useXlsxDownload()
  const [form, setForm] = useState(EMPTY)
  const [query, setQuery] = useState(EMPTY)
  const [report, setReport] = useState<BillCountReport | null>(null)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const set = (name: keyof typeof EMPTY) => (value: string) => setForm((f) => ({ ...f, [name]: value }))

  const load = useCallback(
    async (params: typeof EMPTY) => {
      setLoading(true)
      setError(null)
      try {
        const reply = await http.get<BillCountReport>('/bill/billCount/list', params)
        if (reply.success) setReport(reply.result)
        else setError(reply.message)
      } catch {
        setError('账单统计加载失败，请稍后再试')
      } finally {
        setLoading(false)
      }
    },
    [http],
  )
  useEffect(() => void load(query), [load, query])

  const rows = report?.rows.length ? [...report.rows, report.totals] : []
  return (
    <div className={styles.page}>
      <form
        aria-label="查询条件"
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault()
          setQuery({ ...form })
        }}
      >
        <Field label="开始月份">
          <MonthField value={form.monthFrom} onChange={set('monthFrom')} />
        </Field>
        <Field label="结束月份">
          <MonthField value={form.monthTo} onChange={set('monthTo')} />
        </Field>
        <Field label="客户" style={{ minWidth: 220 }}>
          <DictSelect dictCode={CUSTOMER_DICT} value={form.customerId} onChange={set('customerId')} />
        </Field>
        <Button type="submit" appearance="primary" icon={<Search20Regular />}>
          查询
        </Button>
        <Button
          onClick={() => {
            setForm(EMPTY)
            setQuery(EMPTY)
          }}
        >
          重置
        </Button>
        {permissions.allows(BILL_COUNT_PERMS.exportXls) && (
          <Button
            icon={<ArrowDownload20Regular />}
            disabled={xlsx.busy}
            onClick={() => void xlsx.download('/bill/billCount/exportXls', query, '账单统计')}
          >
            导出
          </Button>
        )}
      </form>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <DataTable<BillCountRow>
        aria-label="账单统计"
        columns={columns}
        data={rows}
        rowKey={(row) => `${row.customerId}-${row.month}`}
        loading={loading}
        emptyText="该条件下没有账单"
      />
    </div>
  )
}
