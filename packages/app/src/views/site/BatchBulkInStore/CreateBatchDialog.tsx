import { type InStoreBatch, inStoreBatchResource } from '@portico/contract'
import { FormDialog } from '../../../components/form/FormDialog'
import type { FormValues } from '../../../components/form/fieldSpec'
import { useEntityForm } from '../../../components/form/useEntityForm'
import { formFieldSpecs } from '../../../components/ResourcePage/resourceFieldSpecs'
import { IN_STORE_ADD_URL } from './inStoreApi'

/** 新建批次: the number is the server's; a default channel saves choosing it on every scanned line. */
const fields = formFieldSpecs(inStoreBatchResource).map((spec) =>
  spec.name === 'remark' ? { ...spec, placeholder: '如：早班顺丰揽收、3号月台' } : spec,
)

export interface CreateBatchDialogProps {
  open: boolean
  onClose: () => void
  onCreated: (batch: InStoreBatch) => void
}

/** The row being added: one object, so the form is not reset on every render. */
const NEW_BATCH: Partial<InStoreBatch> = {}
const toValues = (): FormValues => ({ stationCode: '', defaultChannel: '', remark: '' })
const toBody = (values: FormValues) => ({
  stationCode: values.stationCode || null,
  remark: values.remark?.trim() || null,
  defaultChannel: values.defaultChannel || null,
})

/** 新建入库批次: the receiving station, default channel and remark; the server numbers it. */
export function CreateBatchDialog({ open, onClose, onCreated }: CreateBatchDialogProps) {
  const form = useEntityForm<InStoreBatch>({
    row: open ? NEW_BATCH : null,
    fields,
    toValues,
    toBody,
    urls: { add: IN_STORE_ADD_URL, edit: IN_STORE_ADD_URL },
    savedMessage: { add: '新建成功', edit: '新建成功' },
    onSaved: (batch) => {
      if (batch?.id) onCreated(batch as InStoreBatch)
      else form.setServerError('新建失败：服务器没有返回新批次')
    },
  })
  return (
    <FormDialog
      open={open}
      title="新建入库批次"
      label="入库批次"
      fields={fields}
      form={form}
      onClose={onClose}
      width={560}
      columns={1}
      cancelLabel="取消"
      confirmLabel="新建并录入"
    />
  )
}
