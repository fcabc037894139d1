import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components'
import { useState } from 'react'

export interface ConfirmRequest {
  title?: string
  content: string
  onConfirm: () => Promise<void> | void
}

/** One confirmation dialog a page can reuse: `confirm({content, onConfirm})` opens it. */
export function useConfirm() {
  const [request, setRequest] = useState<ConfirmRequest | null>(null)
  const [busy, setBusy] = useState(false)

  async function accept() {
    if (!request) return
    setBusy(true)
    try {
      await request.onConfirm()
    } finally {
      setBusy(false)
      setRequest(null)
    }
  }

  const dialog = (
    <Dialog open={request !== null} onOpenChange={(_, data) => !data.open && setRequest(null)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{request?.title ?? '确认操作'}</DialogTitle>
          <DialogContent>{request?.content}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={() => setRequest(null)}>
              取消
            </Button>
            <Button appearance="primary" disabled={busy} onClick={accept}>
              确定
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )

  return { confirm: setRequest, dialog }
}
