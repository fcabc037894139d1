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
import { useEffect, useState } from 'react'
import { normalizeLinkUrl } from './linkUrl'
import { RICH_TEXT_LABELS as L } from './richTextLabels'

export interface LinkDialogProps {
  open: boolean
  /** The link under the selection, to edit. */
  initialUrl: string | null
  /** Called with the normalised url. */
  onSubmit: (url: string) => void
  onClose: () => void
}

/** 插入/编辑链接: one address field; script and data urls are refused. */
export function LinkDialog({ open, initialUrl, onSubmit, onClose }: LinkDialogProps) {
  const [url, setUrl] = useState(initialUrl ?? '')
  const [invalid, setInvalid] = useState(false)
  useEffect(() => {
    if (!open) return
    setUrl(initialUrl ?? '')
    setInvalid(false)
  }, [open, initialUrl])

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface aria-describedby={undefined}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            const normalised = normalizeLinkUrl(url)
            if (!normalised) {
              setInvalid(true)
              return
            }
            onSubmit(normalised)
          }}
        >
          <DialogBody>
            <DialogTitle>{L.link}</DialogTitle>
            <DialogContent>
              <Field label={L.url} validationMessage={invalid ? L.invalidUrl : undefined}>
                <Input
                  value={url}
                  type="url"
                  onChange={(_, data) => {
                    setUrl(data.value)
                    setInvalid(false)
                  }}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {L.cancel}
              </Button>
              <Button appearance="primary" type="submit">
                {L.ok}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
