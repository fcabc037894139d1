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
} from '@fluentui/react-components'
import { QUERY_MESSAGES } from '../../core/messages'
import type { SuperQueryDialogState } from './useSuperQueryDialog'

/** 请输入保存的名称: the name a query is saved under; Enter confirms. */
export function SaveNameDialog({ saving }: { saving: SuperQueryDialogState['saving'] }) {
  return (
    <Dialog open={saving.naming} onOpenChange={(_, data) => !data.open && saving.cancelName()}>
      <DialogSurface>
        <form
          onSubmit={(event) => {
            event.preventDefault()
            saving.confirmName()
          }}
        >
          <DialogBody>
            <DialogTitle>{QUERY_MESSAGES.saveNameTitle}</DialogTitle>
            <DialogContent>
              <Field
                label={QUERY_MESSAGES.saveNameLabel}
                required
                validationMessage={saving.nameError ?? undefined}
              >
                <Input value={saving.saveName} onChange={(_, data) => saving.setSaveName(data.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={saving.cancelName}>{QUERY_MESSAGES.cancel}</Button>
              <Button type="submit" appearance="primary">
                {QUERY_MESSAGES.confirm}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
