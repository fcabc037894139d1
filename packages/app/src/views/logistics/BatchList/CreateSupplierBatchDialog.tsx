import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components'
import { DateTimeField, useHttp, useNotify } from '@portico/ui'
import { useEffect, useState } from 'react'

interface AvailableBatch {
  id: string
  batchNo: string
  channelCode: string
  bagCount: number
  parcelCount: number
  grossWeight: string
}

const MODES = [
  ['AIR', '空运'],
  ['SEA', '海运'],
  ['RAIL', '铁路'],
  ['TRUCK', '陆运'],
] as const

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalM },
})

export interface CreateSupplierBatchDialogProps {
  open: boolean
  onClose: (created: boolean) => void
}

/** 新建供应商批次: pick out-stored outbound batches of one channel and the leg's AWB / container, ports and times. */
export function CreateSupplierBatchDialog({ open, onClose }: CreateSupplierBatchDialogProps) {
  const styles = useStyles()
  const http = useHttp()
  const notify = useNotify()
  const [available, setAvailable] = useState<AvailableBatch[] | null>(null)
  const [picked, setPicked] = useState<Set<string>>(new Set())
  const [form, setForm] = useState({
    transportNo: '',
    carrier: '',
    transportMode: 'AIR',
    departurePort: '',
    destinationPort: '',
    destinationCountry: '',
    departureTime: '',
    eta: '',
  })
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    if (!open) return
    setPicked(new Set())
    setError(null)
    http
      .get<AvailableBatch[]>('/logistics/supplierBatch/availableOutBatches')
      .then((reply) => setAvailable(reply.success ? (reply.result ?? []) : []))
      .catch(() => setAvailable([]))
  }, [open, http])
  const set = (key: keyof typeof form) => (_: unknown, data: { value: string }) =>
    setForm((f) => ({ ...f, [key]: data.value }))
  const submit = async () => {
    const reply = await http.post<{ batchNo: string }>('/logistics/supplierBatch/create', {
      ...form,
      destinationCountry: form.destinationCountry.trim().toUpperCase(),
      departureTime: form.departureTime || null,
      eta: form.eta || null,
      outBatchIds: [...picked],
    })
    if (!reply.success || !reply.result) return setError(reply.message || '创建失败')
    notify.success(`供应商批次 ${reply.result.batchNo} 已创建`)
    onClose(true)
  }
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose(false)}>
      <DialogSurface style={{ maxWidth: 820 }}>
        <DialogBody>
          <DialogTitle>新建供应商批次</DialogTitle>
          <DialogContent>
            <Table size="small" aria-label="可选的出库批次">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>选择</TableHeaderCell>
                  <TableHeaderCell>出库批次</TableHeaderCell>
                  <TableHeaderCell>渠道</TableHeaderCell>
                  <TableHeaderCell>袋数</TableHeaderCell>
                  <TableHeaderCell>包裹数</TableHeaderCell>
                  <TableHeaderCell>重量(kg)</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {available?.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={6}>没有已出库且未交运的出库批次</TableCell>
                  </TableRow>
                )}
                {available?.map((batch) => (
                  <TableRow key={batch.id}>
                    <TableCell>
                      <Checkbox
                        aria-label={`选择出库批次 ${batch.batchNo}`}
                        checked={picked.has(batch.id)}
                        onChange={(_, data) =>
                          setPicked((s) => {
                            const next = new Set(s)
                            if (data.checked) next.add(batch.id)
                            else next.delete(batch.id)
                            return next
                          })
                        }
                      />
                    </TableCell>
                    <TableCell>{batch.batchNo}</TableCell>
                    <TableCell>{batch.channelCode}</TableCell>
                    <TableCell>{batch.bagCount}</TableCell>
                    <TableCell>{batch.parcelCount}</TableCell>
                    <TableCell>{batch.grossWeight}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <div className={styles.grid}>
              <Field label="提单号/柜号" required>
                <Input value={form.transportNo} onChange={set('transportNo')} placeholder="如 297-12345675" />
              </Field>
              <Field label="承运商" required>
                <Input value={form.carrier} onChange={set('carrier')} placeholder="如 中华航空 CI" />
              </Field>
              <Field label="运输方式" required>
                <Dropdown
                  value={MODES.find(([code]) => code === form.transportMode)?.[1] ?? ''}
                  selectedOptions={[form.transportMode]}
                  onOptionSelect={(_, data) =>
                    setForm((f) => ({ ...f, transportMode: data.optionValue ?? 'AIR' }))
                  }
                >
                  {MODES.map(([code, text]) => (
                    <Option key={code} value={code}>
                      {text}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
              <Field label="目的国(2位代码)" required>
                <Input
                  value={form.destinationCountry}
                  onChange={set('destinationCountry')}
                  placeholder="TW"
                />
              </Field>
              <Field label="起运港/机场" required>
                <Input value={form.departurePort} onChange={set('departurePort')} placeholder="PVG" />
              </Field>
              <Field label="目的港/机场" required>
                <Input value={form.destinationPort} onChange={set('destinationPort')} placeholder="TPE" />
              </Field>
              <Field label="计划起飞/开航">
                <DateTimeField
                  value={form.departureTime}
                  onChange={(value) => set('departureTime')(null, { value })}
                />
              </Field>
              <Field label="预计到达">
                <DateTimeField value={form.eta} onChange={(value) => set('eta')(null, { value })} />
              </Field>
            </div>
            {error && (
              <Text role="alert" style={{ color: tokens.colorPaletteRedForeground1 }}>
                {error}
              </Text>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => onClose(false)}>取消</Button>
            <Button appearance="primary" disabled={picked.size === 0} onClick={submit}>
              创建
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
