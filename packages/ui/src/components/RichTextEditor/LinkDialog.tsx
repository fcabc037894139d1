import { Field, Input } from '@fluentui/react-components'
import { useEffect, useState } from 'react'
import { SubmitDialog } from '../SubmitDialog/SubmitDialog'
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

  function submit() {
    const normalised = normalizeLinkUrl(url)
    if (!normalised) {
      setInvalid(true)
      return
    }
    onSubmit(normalised)
  }

  return (
    <SubmitDialog
      open={open}
      title={L.link}
      onClose={onClose}
      onSubmit={submit}
      cancelText={L.cancel}
      submitText={L.ok}
      noValidate
      surface={{ 'aria-describedby': undefined }}
    >
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
    </SubmitDialog>
  )
}
