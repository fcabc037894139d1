import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components'
import { useHttp } from '@portico/ui'
import { useEffect, useState } from 'react'

interface DetailBag {
  id: string
  bagNo: string
  parcelCount: number
  grossWeight: string | null
  parcels: { id: string; trackingNo: string; destinationCountry: string; billableWeight: string | null }[]
}

export interface OutBatchDetailDialogProps {
  batch: { id: string; batchNo: string } | null
  onClose: () => void
}

/** An outbound batch's bags and, under each, its parcels. */
export function OutBatchDetailDialog({ batch, onClose }: OutBatchDetailDialogProps) {
  const http = useHttp()
  const [bags, setBags] = useState<DetailBag[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    if (!batch) return
    setBags(null)
    setError(null)
    http
      .get<DetailBag[]>('/site/outBatch/detail', { id: batch.id })
      .then((reply) =>
        reply.success ? setBags(reply.result ?? []) : setError(reply.message || '明细加载失败'),
      )
      .catch(() => setError('网络错误，明细加载失败'))
  }, [batch, http])
  return (
    <Dialog open={batch !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface style={{ maxWidth: 760 }}>
        <DialogBody>
          <DialogTitle>出库批次 {batch?.batchNo} 明细</DialogTitle>
          <DialogContent>
            {error && <Text role="alert">{error}</Text>}
            {!bags && !error && <Spinner label="加载中…" />}
            {bags?.length === 0 && <Text>此批次没有袋</Text>}
            {bags && bags.length > 0 && (
              <Table size="small" aria-label="袋与包裹">
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>袋号</TableHeaderCell>
                    <TableHeaderCell>运单号</TableHeaderCell>
                    <TableHeaderCell>目的国</TableHeaderCell>
                    <TableHeaderCell>计费重(kg)</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {bags.flatMap((bag) =>
                    bag.parcels.map((parcel, i) => (
                      <TableRow key={parcel.id}>
                        <TableCell>
                          {i === 0 ? `${bag.bagNo}（${bag.parcelCount}件，${bag.grossWeight ?? '—'}kg）` : ''}
                        </TableCell>
                        <TableCell>{parcel.trackingNo}</TableCell>
                        <TableCell>{parcel.destinationCountry}</TableCell>
                        <TableCell>{parcel.billableWeight ?? '—'}</TableCell>
                      </TableRow>
                    )),
                  )}
                </TableBody>
              </Table>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>关闭</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
