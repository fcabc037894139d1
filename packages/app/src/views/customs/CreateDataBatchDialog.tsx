import {
  Button,
  Checkbox,
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
  Text,
} from '@fluentui/react-components'
import type { DeclarableOutBatch } from '@portico/contract'
import { DictSelect, useHttp, useNotify } from '@portico/ui'
import { useEffect, useState } from 'react'
import { CUSTOMS_URLS } from './customsApi'

export interface CreateDataBatchDialogProps {
  open: boolean
  onClose: () => void
  onCreated: () => void
}

/** 生成报关批次: pick out-stored outbound batches (one channel) and the supervision mode. */
export function CreateDataBatchDialog({ open, onClose, onCreated }: CreateDataBatchDialogProps) {
  const http = useHttp()
  const notify = useNotify()
  const [batches, setBatches] = useState<DeclarableOutBatch[] | null>(null)
  const [chosen, setChosen] = useState<string[]>([])
  const [customsMode, setCustomsMode] = useState('9610')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    if (!open) return
    setBatches(null)
    setChosen([])
    setError(null)
    http
      .get<DeclarableOutBatch[]>(CUSTOMS_URLS.outBatches)
      .then((reply) => {
        if (reply.success) setBatches(reply.result ?? [])
        else setError(reply.message)
      })
      .catch((failure: Error) => setError(failure.message))
  }, [open, http])

  const toggle = (id: string, on: boolean) =>
    setChosen((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)))

  async function create() {
    if (chosen.length === 0) return setError('请选择出库批次')
    setSaving(true)
    try {
      const reply = await http.post(CUSTOMS_URLS.createBatch, { outBatchIds: chosen, customsMode })
      if (!reply.success) return setError(reply.message)
      notify.success(reply.message)
      onCreated()
    } catch (failure) {
      setError((failure as Error).message)
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface style={{ maxWidth: 640 }}>
        <DialogBody>
          <DialogTitle>生成报关批次</DialogTitle>
          <DialogContent style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
            <Text>选择已出库、尚未报关的出库批次（同一渠道），每个包裹生成一份电商报关单。</Text>
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            <Field label="出库批次" required>
              {batches === null && !error ? (
                <Spinner size="tiny" label="加载中…" />
              ) : batches?.length === 0 ? (
                <Text>没有可报关的出库批次</Text>
              ) : (
                <fieldset
                  aria-label="出库批次"
                  style={{ maxHeight: 280, overflowY: 'auto', border: 0, margin: 0, padding: 0 }}
                >
                  {batches?.map((batch) => (
                    <Checkbox
                      key={batch.id}
                      checked={chosen.includes(batch.id)}
                      onChange={(_, data) => toggle(batch.id, Boolean(data.checked))}
                      label={`${batch.batchNo}　${batch.channelCode}　${batch.parcelCount}件　${batch.outStoreTime ?? ''}`}
                    />
                  ))}
                </fieldset>
              )}
            </Field>
            <Field label="监管方式" required>
              <DictSelect
                dictCode="customs_mode"
                value={customsMode}
                onChange={(value) => setCustomsMode(value || '9610')}
              />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>取消</Button>
            <Button appearance="primary" onClick={create} disabled={saving || chosen.length === 0}>
              {saving ? '生成中…' : `生成（${chosen.length}个批次）`}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
