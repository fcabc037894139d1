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
import { BILL_LINES_EXPORT_PERMISSION, formatMoney } from '@portico/contract'
import { DataTable, type DataTableColumn } from '@portico/grid'
import { useHttp, usePermissions } from '@portico/ui'
import { useEffect, useState } from 'react'
import { useXlsxDownload } from '../../../components/list/useXlsxDownload'

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
  taxCny: string
  amountCny: string
}

const money = (key: keyof BillLine, title: string, width = 90): DataTableColumn<BillLine> => ({
  key,
  title,
  width,
  align: 'right',
  render: (line) => formatMoney(line[key]),
})

const columns: DataTableColumn<BillLine>[] = [
  { key: 'trackingNo', title: '运单号', width: 150 },
  { key: 'channelCode', title: '渠道', width: 100 },
  { key: 'destinationCountry', title: '目的国', width: 70 },
  { key: 'outStoreTime', title: '出库时间', width: 150 },
  { key: 'billableWeight', title: '计费重(kg)', width: 90, align: 'right' },
  { key: 'currency', title: '币种', width: 60 },
  money('freight', '运费'),
  money('registrationFee', '挂号费'),
  money('surcharge', '附加费'),
  { key: 'rate', title: '汇率', width: 90, align: 'right', render: (line) => String(Number(line.rate)) },
  money('subtotalCny', '折合人民币', 100),
  money('taxCny', '代垫税费'),
  money('amountCny', '金额(CNY)', 100),
]

/** 明细: a bill's lines, one per parcel, with each priced term and its conversion. */
export function BillLinesDialog({
  bill,
  onClose,
}: {
  bill: { id: string; billNo: string | null } | null
  onClose: () => void
}) {
  const http = useHttp()
  const permissions = usePermissions()
  const xlsx = useXlsxDownload()
  const [lines, setLines] = useState<BillLine[]>([])
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    if (!bill) return
    setLoading(true)
    setError(null)
    http
      .get<BillLine[]>('/bill/customerBill/lines', { id: bill.id })
      .then((reply) => (reply.success ? setLines(reply.result ?? []) : setError(reply.message)))
      .catch(() => setError('账单明细加载失败，请稍后再试'))
      .finally(() => setLoading(false))
  }, [bill, http])
  return (
    <Dialog open={bill !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface style={{ maxWidth: 1200, width: '100%' }}>
        <DialogBody>
          <DialogTitle>账单明细 {bill?.billNo}</DialogTitle>
          <DialogContent>
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            <DataTable<BillLine>
              aria-label="账单明细"
              columns={columns}
              data={lines}
              rowKey="id"
              loading={loading}
              emptyText="该账单没有明细"
            />
          </DialogContent>
          <DialogActions>
            {bill && permissions.allows(BILL_LINES_EXPORT_PERMISSION) && (
              <Button
                icon={<ArrowDownload20Regular />}
                disabled={xlsx.busy || lines.length === 0}
                onClick={() =>
                  void xlsx.download(
                    '/bill/customerBill/exportLinesXls',
                    { id: bill.id },
                    `账单明细-${bill.billNo}`,
                  )
                }
              >
                导出明细
              </Button>
            )}
            <Button appearance="secondary" onClick={onClose}>
              关闭
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
