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
import {
  IDLE_UPLOAD_ACTIVITY,
  UploadActivityScope,
  UploadAwareButton,
  uploadBlockReason,
} from '@portico/upload'
import { type ReactNode, useState } from 'react'
import { FormFields } from './FormFields'
import type { FieldSpec } from './fieldSpec'
import type { EntityForm } from './useEntityForm'

export interface FormDialogProps {
  open: boolean
  title: string
  /** Accessible name of the form. */
  label: string
  fields: FieldSpec[]
  form: EntityForm
  /** Something the form needs is still loading: a spinner shows and 确定 waits. */
  loading?: boolean
  onBlur?: (name: string) => void
  onClose: () => void
  /** Dialog width (default 800) and field columns (default 2). */
  width?: number
  columns?: 1 | 2
  /** Shown above the fields, under the server's refusal (e.g. what changed meanwhile). */
  notice?: ReactNode
  /** Button texts; default 关闭 and 确定. */
  cancelLabel?: string
  confirmLabel?: string
  /** Shown under the fields (e.g. a live preview of what is being edited). */
  children?: ReactNode
}

/**
 * An add/edit dialog (800 wide unless told): the server's refusal above the declared fields, 关闭 and 确定 (spec §2 Dialogs).
 * 确定 waits while any uploader of the form is busy or holds a failed file: uploaders report their value only once
 * every file is done, so saving earlier would store the old value.
 */
export function FormDialog({
  open,
  title,
  label,
  fields,
  form,
  loading,
  onBlur,
  onClose,
  width = 800,
  columns,
  cancelLabel = '关闭',
  confirmLabel = '确定',
  notice,
  children,
}: FormDialogProps) {
  const [uploads, setUploads] = useState(IDLE_UPLOAD_ACTIVITY)
  const save = () => {
    if (!uploadBlockReason(uploads)) void form.save()
  }
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface style={{ maxWidth: width, width: '100%' }}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            {form.serverError && (
              <MessageBar intent="error" style={{ marginBottom: 12 }}>
                <MessageBarBody>{form.serverError}</MessageBarBody>
              </MessageBar>
            )}
            {notice}
            {/* The fields stay mounted while loading: removing the focused field would drop focus out of the dialog. */}
            {loading && <Spinner size="tiny" label="加载中…" />}
            <form noValidate aria-label={label} onSubmit={(event) => event.preventDefault()}>
              <UploadActivityScope onChange={setUploads}>
                <FormFields
                  fields={fields}
                  values={form.values}
                  errors={form.errors}
                  onChange={form.change}
                  onBlur={onBlur}
                  columns={columns}
                />
              </UploadActivityScope>
            </form>
            {children}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {cancelLabel}
            </Button>
            <UploadAwareButton
              appearance="primary"
              activity={uploads}
              onClick={save}
              disabled={form.saving || loading}
              icon={form.saving ? <Spinner size="tiny" /> : undefined}
            >
              {confirmLabel}
            </UploadAwareButton>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
