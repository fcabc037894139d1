import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  Spinner,
} from '@fluentui/react-components'
import { CUSTOMER_DICT } from '@portico/contract'
import { DateField, DictSelect, useHttp, useNotify } from '@portico/ui'
import { useState } from 'react'

interface Unpriced {
  trackingNo: string
  reason: string
}

const pad = (n: number) => String(n).padStart(2, '0')

/** Last month, the period a monthly bill usually covers. */
function lastMonth(): { periodStart: string; periodEnd: string } {
  const now = new Date()
  const first = new Date(now.getFullYear(), now.getMonth() - 1, 1)
  const last = new Date(now.getFullYear(), now.getMonth(), 0)
  const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
  return { periodStart: day(first), periodEnd: day(last) }
}

/** 生成账单: a customer and a period; the server refuses a billed period and lists parcels it cannot price. */
export function GenerateBillDialog({
  open,
  onClose,
  onGenerated,
}: {
  open: boolean
  onClose: () => void
  onGenerated: () => void
}) {
  const http = useHttp()
  const notify = useNotify()
  const [values, setValues] = useState({ customerId: '', ...lastMonth() })
  const [error, setError] = useState<string | null>(null)
  const [unpriced, setUnpriced] = useState<Unpriced[]>([])
  const [busy, setBusy] = useState(false)
  const set = (name: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [name]: value }))

  async function generate() {
    if (!values.customerId) return setError('请选择客户')
    setBusy(true)
    setError(null)
    setUnpriced([])
    try {
      const reply = await http.post<{ unpriced?: Unpriced[] }>('/bill/customerBill/generate', values)
      if (!reply.success) {
        setError(reply.message)
        setUnpriced(reply.result?.unpriced ?? [])
        return
      }
      notify.success(reply.message)
      onGenerated()
    } catch {
      setError('生成失败，请稍后再试')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface style={{ maxWidth: 560, width: '100%' }}>
        <DialogBody>
          <DialogTitle>生成账单</DialogTitle>
          <DialogContent>
            {error && (
              <MessageBar intent="error" style={{ marginBottom: 12 }}>
                <MessageBarBody>
                  {error}
                  {unpriced.length > 0 && (
                    <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
                      {unpriced.map((u) => (
                        <li key={u.trackingNo}>
                          {u.trackingNo}：{u.reason}
                        </li>
                      ))}
                    </ul>
                  )}
                </MessageBarBody>
              </MessageBar>
            )}
            <form
              aria-label="生成账单"
              style={{ display: 'grid', gap: 12 }}
              onSubmit={(e) => e.preventDefault()}
            >
              <Field label="客户" required>
                <DictSelect dictCode={CUSTOMER_DICT} value={values.customerId} onChange={set('customerId')} />
              </Field>
              <Field label="账期开始" required>
                <DateField value={values.periodStart} onChange={set('periodStart')} />
              </Field>
              <Field
                label="账期结束"
                required
                hint="出库时间在账期内、尚未出账的包裹逐件计价，按今天的汇率折合人民币"
              >
                <DateField value={values.periodEnd} onChange={set('periodEnd')} />
              </Field>
            </form>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              关闭
            </Button>
            <Button
              appearance="primary"
              onClick={() => void generate()}
              disabled={busy}
              icon={busy ? <Spinner size="tiny" /> : undefined}
            >
              生成
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
