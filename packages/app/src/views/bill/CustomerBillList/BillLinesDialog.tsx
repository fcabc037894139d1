import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
} from '@fluentui/react-components'
import { ArrowDownload20Regular } from '@fluentui/react-icons'
import { BILL_LINES_EXPORT_PERMISSION, DEDUCT_TYPE_TEXT, formatMoney } from '@portico/contract'
import { DataTable, type DataTableColumn } from '@portico/grid'
import { useHttp, usePermissions } from '@portico/ui'
import { useEffect, useState } from 'react'
import { localiseColumns } from '../../../components/list/localiseColumns'
import { useXlsxDownload } from '../../../components/list/useXlsxDownload'
import { useTexts } from '../../../i18n'

export interface BillLine {
  id: string
  trackingNo: string
  channelCode: string
  destinationCountry: string
  outStoreTime: string
  billableWeight: string
  currency: string
  freight: string
  registrationFee: string
  surcharge: string
  subtotal: string
  rate: string
  subtotalCny: string
  amountCny: string
}

/** A customs deduction passed on: advanced tax or fee. */
export interface BillCharge {
  id: string
  reference: string
  deductType: string
  declarationNo: string | null
  trackingNo: string | null
  deductTime: string
  currency: string
  amount: string
  rate: string
  amountCny: string
}

const money = <Row,>(key: keyof Row & string, title: string, width = 90): DataTableColumn<Row> => ({
  key,
  title,
  width,
  align: 'right',
  render: (row) => formatMoney(row[key] as string),
})
const rateColumn = <Row extends { rate: string }>(): DataTableColumn<Row> => ({
  key: 'rate',
  title: '汇率',
  width: 90,
  align: 'right',
  render: (row) => String(Number(row.rate)),
})

const columns: DataTableColumn<BillLine>[] = [
  { key: 'trackingNo', title: '运单号', kind: 'code', width: 150 },
  { key: 'channelCode', title: '渠道', kind: 'code', width: 100 },
  { key: 'destinationCountry', title: '目的国', width: 70 },
  { key: 'outStoreTime', title: '出库时间', kind: 'datetime', width: 150 },
  { key: 'billableWeight', title: '计费重(kg)', kind: 'weight', width: 90, align: 'right' },
  { key: 'currency', title: '币种', width: 60 },
  money<BillLine>('freight', '运费'),
  money<BillLine>('registrationFee', '挂号费'),
  money<BillLine>('surcharge', '附加费'),
  rateColumn<BillLine>(),
  money<BillLine>('subtotalCny', '折合人民币', 100),
  money<BillLine>('amountCny', '金额(CNY)', 100),
]

const chargeColumns: DataTableColumn<BillCharge>[] = [
  { key: 'reference', title: '扣款凭证号', width: 160 },
  {
    key: 'deductType',
    title: '扣款类型',
    width: 90,
    render: (c) => <DeductType code={c.deductType} />,
  },
  { key: 'trackingNo', title: '运单号', kind: 'code', width: 150 },
  { key: 'declarationNo', title: '清单编号', kind: 'code', width: 150 },
  { key: 'deductTime', title: '扣款时间', kind: 'datetime', width: 150 },
  { key: 'currency', title: '币种', width: 60 },
  money<BillCharge>('amount', '金额'),
  rateColumn<BillCharge>(),
  money<BillCharge>('amountCny', '金额(CNY)', 100),
]

function DeductType({ code }: { code: string }) {
  return useTexts().dict('deduct_type', code, DEDUCT_TYPE_TEXT[code])
}

/** 明细: a bill's lines, one per parcel, with each priced term and its conversion, then its deductions passed on. */
export function BillLinesDialog({
  bill,
  onClose,
}: {
  bill: { id: string; billNo: string | null } | null
  onClose: () => void
}) {
  const http = useHttp()
  const { t, label } = useTexts()
  const permissions = usePermissions()
  const xlsx = useXlsxDownload()
  const [lines, setLines] = useState<BillLine[]>([])
  const [charges, setCharges] = useState<BillCharge[]>([])
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    if (!bill) return
    setLoading(true)
    setError(null)
    Promise.all([
      http.get<BillLine[]>('/bill/customerBill/lines', { id: bill.id }),
      http.get<BillCharge[]>('/bill/customerBill/charges', { id: bill.id }),
    ])
      .then(([lineReply, chargeReply]) => {
        if (!lineReply.success) return setError(lineReply.message)
        if (!chargeReply.success) return setError(chargeReply.message)
        setLines(lineReply.result ?? [])
        setCharges(chargeReply.result ?? [])
      })
      .catch(() => setError(t('bill.linesFailed')))
      .finally(() => setLoading(false))
  }, [bill, http, t])
  return (
    <Dialog open={bill !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface style={{ maxWidth: 1200, width: '100%' }}>
        <DialogBody>
          <DialogTitle>{t('bill.linesTitle', { billNo: bill?.billNo ?? '' })}</DialogTitle>
          <DialogContent>
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            <DataTable<BillLine>
              aria-label={t('bill.linesLabel')}
              columns={localiseColumns(columns, label)}
              data={lines}
              rowKey="id"
              loading={loading}
              emptyText={t('bill.noLines')}
            />
            {charges.length > 0 && (
              <DataTable<BillCharge>
                aria-label={t('bill.charges')}
                columns={localiseColumns(chargeColumns, label)}
                data={charges}
                rowKey="id"
              />
            )}
          </DialogContent>
          <DialogActions>
            {bill && permissions.allows(BILL_LINES_EXPORT_PERMISSION) && (
              <Button
                icon={<ArrowDownload20Regular />}
                disabled={xlsx.busy || lines.length + charges.length === 0}
                onClick={() =>
                  void xlsx.download(
                    '/bill/customerBill/exportLinesXls',
                    { id: bill.id },
                    t('bill.linesFile', { billNo: bill.billNo ?? '' }),
                  )
                }
              >
                {t('bill.exportLines')}
              </Button>
            )}
            <Button appearance="secondary" onClick={onClose}>
              {t('list.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
