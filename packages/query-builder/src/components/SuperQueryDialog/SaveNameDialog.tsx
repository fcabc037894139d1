import { Field, Input } from '@fluentui/react-components'
import { SubmitDialog } from '@portico/ui'
import { useQueryMessages } from '../QueryMessages/QueryMessages'
import type { SuperQueryDialogState } from './useSuperQueryDialog'

/** 请输入保存的名称: the name a query is saved under; Enter confirms. */
export function SaveNameDialog({ saving }: { saving: SuperQueryDialogState['saving'] }) {
  const messages = useQueryMessages()
  return (
    <SubmitDialog
      open={saving.naming}
      title={messages.saveNameTitle}
      onClose={saving.cancelName}
      onSubmit={saving.confirmName}
      cancelText={messages.cancel}
      submitText={messages.confirm}
    >
      <Field label={messages.saveNameLabel} required validationMessage={saving.nameError ?? undefined}>
        <Input value={saving.saveName} onChange={(_, data) => saving.setSaveName(data.value)} />
      </Field>
    </SubmitDialog>
  )
}
