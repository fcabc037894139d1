import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Text,
  tokens,
} from '@fluentui/react-components'
import { SUPPLIER_BATCH_STEPS } from '@portico/contract'
import { DateTimeField, useHttp, useNotify } from '@portico/ui'
import { useEffect, useState } from 'react'
import { platformNow } from './platformTime'
import { NO_PARTNERS, type Partners, partnersOf, StepPartners } from './StepPartners'

export interface StepTarget {
  id: string
  batchNo: string
  status: string
  parcelCount: number
}

/**
 * Records the batch's next step (time, place, time zone, and on arrival and clearance who takes the batch over): its
 * event is written for every parcel in it.
 */
export function StepDialog({
  target,
  onClose,
}: {
  target: StepTarget | null
  onClose: (done: boolean) => void
}) {
  const http = useHttp()
  const notify = useNotify()
  const next = SUPPLIER_BATCH_STEPS[SUPPLIER_BATCH_STEPS.findIndex((s) => s.status === target?.status) + 1]
  const [time, setTime] = useState(platformNow())
  const [location, setLocation] = useState('')
  const [timeZone, setTimeZone] = useState(Intl.DateTimeFormat().resolvedOptions().timeZone)
  const [partners, setPartners] = useState<Partners>(NO_PARTNERS)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    if (!target) return
    setTime(platformNow())
    setLocation('')
    setPartners(NO_PARTNERS)
    setError(null)
  }, [target])
  const submit = async () => {
    if (!target || !next) return
    const reply = await http.post('/logistics/supplierBatch/step', {
      id: target.id,
      status: next.status,
      time,
      timeZone,
      location,
      ...partnersOf(next.event, partners),
    })
    if (!reply.success) return setError(reply.message || '操作失败')
    notify.success(`批次 ${target.batchNo}：${next.action}（${target.parcelCount} 个包裹已记录轨迹）`)
    onClose(true)
  }
  return (
    <Dialog open={target !== null} onOpenChange={(_, data) => !data.open && onClose(false)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>
            {next?.action ?? ''} · {target?.batchNo}
          </DialogTitle>
          <DialogContent>
            <StepPartners event={next?.event} value={partners} onChange={setPartners} />
            <Field label="时间（北京时间）" required>
              <DateTimeField value={time} onChange={setTime} />
            </Field>
            <Field label="地点">
              <Input
                value={location}
                onChange={(_, d) => setLocation(d.value)}
                placeholder="如 上海浦东国际机场 PVG"
              />
            </Field>
            <Field label="当地时区(IANA)">
              <Input value={timeZone} onChange={(_, d) => setTimeZone(d.value)} placeholder="Asia/Taipei" />
            </Field>
            {error && (
              <Text role="alert" style={{ color: tokens.colorPaletteRedForeground1 }}>
                {error}
              </Text>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => onClose(false)}>取消</Button>
            <Button appearance="primary" onClick={submit}>
              确认{next?.action ?? ''}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
