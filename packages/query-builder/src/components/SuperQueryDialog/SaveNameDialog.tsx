import { Field, Input } from '@fluentui/react-components'
import { SubmitDialog } from '@portico/ui'
import { QUERY_MESSAGES } from '../../core/messages'
import type { SuperQueryDialogState } from './useSuperQueryDialog'

/** 请输入保存的名称: the name a query is saved under; Enter confirms. */
export function SaveNameDialog({ saving }: { saving: SuperQueryDialogState['saving'] }) {
  return (
    <SubmitDialog
      open={saving.naming}
      title={QUERY_MESSAGES.saveNameTitle}
      onClose={saving.cancelName}
      onSubmit={saving.confirmName}
      cancelText={QUERY_MESSAGES.cancel}
      submitText={QUERY_MESSAGES.confirm}
    >
      <Field label={QUERY_MESSAGES.saveNameLabel} required validationMessage={saving.nameError ?? undefined}>
        <Input value={saving.saveName} onChange={(_, data) => saving.setSaveName(data.value)} />
      </Field>
    </SubmitDialog>
  )
}
