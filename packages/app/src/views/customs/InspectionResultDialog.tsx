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
  Radio,
  RadioGroup,
  Textarea,
} from '@fluentui/react-components'
import { INSPECTION_RESULT } from '@portico/contract'
import { useHttp, useNotify } from '@portico/ui'
import { useEffect, useState } from 'react'
import { CUSTOMS_URLS } from './customsApi'

export interface InspectionResultDialogProps {
  /** The inspection being recorded; null: closed. */
  inspection: { id: string; trackingNo: string | null } | null
  onClose: () => void
  onSaved: () => void
}

/** 登记查验结果: 放行, 扣留 (parcel held) or 退运 (parcel returned), with a note (required unless released). */
export function InspectionResultDialog({ inspection, onClose, onSaved }: InspectionResultDialogProps) {
  const http = useHttp()
  const notify = useNotify()
  const [result, setResult] = useState<string>(INSPECTION_RESULT.release)
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  // A fresh form for each inspection opened.
  const openedId = inspection?.id
  useEffect(() => {
    if (!openedId) return
    setResult(INSPECTION_RESULT.release)
    setNote('')
    setError(null)
  }, [openedId])

  async function save() {
    if (!inspection) return
    if (result !== INSPECTION_RESULT.release && !note.trim()) return setError('扣留或退运须填写查验说明')
    setSaving(true)
    try {
      const reply = await http.post(CUSTOMS_URLS.inspectionResult, { id: inspection.id, result, note })
      if (!reply.success) return setError(reply.message)
      notify.success(reply.message)
      onSaved()
    } catch (failure) {
      setError((failure as Error).message)
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog open={inspection !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface style={{ maxWidth: 520 }}>
        <DialogBody>
          <DialogTitle>登记查验结果 {inspection?.trackingNo}</DialogTitle>
          <DialogContent style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            <Field label="查验结果" required>
              <RadioGroup value={result} onChange={(_, data) => setResult(data.value)} layout="horizontal">
                <Radio value={INSPECTION_RESULT.release} label="放行" />
                <Radio value={INSPECTION_RESULT.hold} label="扣留" />
                <Radio value={INSPECTION_RESULT.returned} label="退运" />
              </RadioGroup>
            </Field>
            <Field label="查验说明" required={result !== INSPECTION_RESULT.release}>
              <Textarea
                value={note}
                maxLength={300}
                onChange={(_, data) => setNote(data.value)}
                placeholder="如：申报品名与实物不符"
              />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>取消</Button>
            <Button appearance="primary" onClick={save} disabled={saving}>
              {saving ? '保存中…' : '确定'}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
