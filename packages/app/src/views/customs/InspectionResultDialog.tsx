import { Field, Radio, RadioGroup, Textarea } from '@fluentui/react-components'
import { customsActions, INSPECTION_RESULT } from '@portico/contract'
import { useHttp, useNotify } from '@portico/ui'
import { useEffect, useState } from 'react'
import { callAction } from '../../api/callAction'
import { ActionDialog } from '../../components/ActionDialog'
import { useSubmission } from '../../components/form/useSubmission'

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
  const { busy, error, setError, run } = useSubmission('登记查验结果失败')

  // A fresh form for each inspection opened.
  const openedId = inspection?.id
  useEffect(() => {
    if (!openedId) return
    setResult(INSPECTION_RESULT.release)
    setNote('')
    setError(null)
  }, [openedId, setError])

  async function save() {
    if (!inspection) return
    if (result !== INSPECTION_RESULT.release && !note.trim()) return setError('扣留或退运须填写查验说明')
    await run(async () => {
      const reply = await callAction(http, customsActions.inspectionResult, {
        body: { id: inspection.id, result, note },
      })
      if (!reply.success) throw reply
      notify.success(reply.message)
      onSaved()
    })
  }

  return (
    <ActionDialog
      open={inspection !== null}
      title={`登记查验结果 ${inspection?.trackingNo ?? ''}`}
      width={520}
      onClose={onClose}
      error={error}
      closeLabel="取消"
      confirmLabel={busy ? '保存中…' : '确定'}
      confirmDisabled={busy}
      onConfirm={save}
    >
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
    </ActionDialog>
  )
}
