import { Checkbox, Field, Spinner, Text } from '@fluentui/react-components'
import { type ActionBody, customsActions, type DeclarableOutBatch } from '@portico/contract'
import { DictSelect, useHttp, useNotify } from '@portico/ui'
import { useEffect, useState } from 'react'
import { callAction, resultOf } from '../../api/callAction'
import { ActionDialog } from '../../components/ActionDialog'
import { messageOf } from '../../components/form/messageOf'
import { useSubmission } from '../../components/form/useSubmission'

/** The supervision modes the server takes (the dictionary customs_mode offers them). */
type CustomsMode = ActionBody<typeof customsActions.createBatch>['customsMode']

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
  const { busy, error, setError, run } = useSubmission('生成报关批次失败')

  useEffect(() => {
    if (!open) return
    setBatches(null)
    setChosen([])
    setError(null)
    resultOf(http, customsActions.outBatches)
      .then(setBatches)
      .catch((failure: unknown) => setError(messageOf(failure, '读取出库批次失败')))
  }, [open, http, setError])

  const toggle = (id: string, on: boolean) =>
    setChosen((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)))

  async function create() {
    if (chosen.length === 0) return setError('请选择出库批次')
    await run(async () => {
      const reply = await callAction(http, customsActions.createBatch, {
        body: { outBatchIds: chosen, customsMode: customsMode as CustomsMode },
      })
      if (!reply.success) throw reply
      notify.success(reply.message)
      onCreated()
    })
  }

  return (
    <ActionDialog
      open={open}
      title="生成报关批次"
      width={640}
      onClose={onClose}
      error={error}
      closeLabel="取消"
      confirmLabel={busy ? '生成中…' : `生成（${chosen.length}个批次）`}
      confirmDisabled={busy || chosen.length === 0}
      onConfirm={create}
    >
      <Text>选择已出库、尚未报关的出库批次（同一渠道），每个包裹生成一份电商报关单。</Text>
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
    </ActionDialog>
  )
}
