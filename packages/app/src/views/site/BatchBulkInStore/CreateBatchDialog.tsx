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
  Spinner,
} from '@fluentui/react-components'
import type { InStoreBatch } from '@portico/contract'
import { useState } from 'react'
import { FormFields } from '../../../components/form/FormFields'
import { type FormErrors, type FormValues, validateForm } from '../../../components/form/fieldSpec'
import { useInStoreApi } from './inStoreApi'
import { inStoreBatchFormFields } from './inStoreBatchFields'

export interface CreateBatchDialogProps {
  open: boolean
  onClose: () => void
  onCreated: (batch: InStoreBatch) => void
}

const EMPTY: FormValues = { defaultChannel: '', remark: '' }

/** 新建入库批次: remark and default channel; the server numbers it. */
export function CreateBatchDialog({ open, onClose, onCreated }: CreateBatchDialogProps) {
  const api = useInStoreApi()
  const [values, setValues] = useState<FormValues>(EMPTY)
  const [errors, setErrors] = useState<FormErrors>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  function close() {
    setValues(EMPTY)
    setErrors({})
    setServerError(null)
    onClose()
  }

  async function create() {
    const found = validateForm(inStoreBatchFormFields, values)
    setErrors(found)
    if (Object.values(found).some(Boolean)) return
    setSaving(true)
    setServerError(null)
    try {
      const reply = await api.add({
        remark: values.remark ?? '',
        defaultChannel: values.defaultChannel ?? '',
      })
      if (!reply.success || !reply.result) {
        setServerError(reply.message || '新建失败')
        return
      }
      setValues(EMPTY)
      onCreated(reply.result)
    } catch {
      setServerError('新建失败，请稍后再试')
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && close()}>
      <DialogSurface style={{ maxWidth: 560, width: '100%' }}>
        <DialogBody>
          <DialogTitle>新建入库批次</DialogTitle>
          <DialogContent>
            {serverError && (
              <MessageBar intent="error" style={{ marginBottom: 12 }}>
                <MessageBarBody>{serverError}</MessageBarBody>
              </MessageBar>
            )}
            <form noValidate aria-label="入库批次" onSubmit={(event) => event.preventDefault()}>
              <FormFields
                fields={inStoreBatchFormFields}
                values={values}
                errors={errors}
                columns={1}
                onChange={(name, value) => {
                  setValues((current) => ({ ...current, [name]: value }))
                  setErrors((current) => ({ ...current, [name]: undefined }))
                }}
              />
            </form>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={close}>
              取消
            </Button>
            <Button
              appearance="primary"
              onClick={create}
              disabled={saving}
              icon={saving ? <Spinner size="tiny" /> : undefined}
            >
              新建并录入
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
