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
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Textarea,
} from '@fluentui/react-components'
import { formatMoney, RECON_RESOLUTION_TEXT, type ReconResolution } from '@portico/contract'
import { useHttp, useNotify } from '@portico/ui'
import { useState } from 'react'
import type { ReconLine } from './reconTypes'

/** 处理差异: accept their amount, keep ours, or an adjusted one, always with the reason (keyed by line: fresh each time). */
export function ResolveDialog({
  line,
  onClose,
  onResolved,
}: {
  line: ReconLine | null
  onClose: () => void
  onResolved: () => void
}) {
  const http = useHttp()
  const notify = useNotify()
  const [resolution, setResolution] = useState<ReconResolution>('ACCEPT_THEIRS')
  const [amount, setAmount] = useState('')
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit() {
    if (!line) return
    setBusy(true)
    setError(null)
    try {
      const reply = await http.post('/bill/reconciliation/resolve', { id: line.id, resolution, amount, note })
      if (!reply.success) return setError(reply.message)
      notify.success(reply.message)
      onResolved()
    } catch {
      setError('处理失败，请稍后再试')
    } finally {
      setBusy(false)
    }
  }

  const side = (amountText: string | null) => (amountText === null ? '无记录' : formatMoney(amountText))
  return (
    <Dialog open={line !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface style={{ maxWidth: 520, width: '100%' }}>
        <DialogBody>
          <DialogTitle>处理差异 {line?.trackingNo}</DialogTitle>
          <DialogContent>
            {error && (
              <MessageBar intent="error" style={{ marginBottom: 12 }}>
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            <p>
              {line?.diffKind_dictText}：对方 {side(line?.theirAmount ?? null)}，我方{' '}
              {side(line?.ourAmount ?? null)}
            </p>
            <form
              aria-label="处理差异"
              style={{ display: 'grid', gap: 12 }}
              onSubmit={(e) => e.preventDefault()}
            >
              <Field label="处理方式" required>
                <RadioGroup
                  value={resolution}
                  onChange={(_, d) => setResolution(d.value as ReconResolution)}
                  layout="horizontal"
                >
                  {Object.entries(RECON_RESOLUTION_TEXT).map(([value, label]) => (
                    <Radio key={value} value={value} label={label} />
                  ))}
                </RadioGroup>
              </Field>
              {resolution === 'ADJUST' && (
                <Field label="调整后金额" required>
                  <Input inputMode="decimal" value={amount} onChange={(_, d) => setAmount(d.value)} />
                </Field>
              )}
              <Field label="处理说明" required>
                <Textarea value={note} maxLength={500} onChange={(_, d) => setNote(d.value)} />
              </Field>
            </form>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              取消
            </Button>
            <Button appearance="primary" disabled={busy} onClick={() => void submit()}>
              确定
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
