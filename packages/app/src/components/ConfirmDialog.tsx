import { ConfirmDialog } from '@portico/ui'
import { useState } from 'react'
import { useTexts } from '../i18n'

export interface ConfirmRequest {
  title?: string
  content: string
  onConfirm: () => Promise<void> | void
}

/** One confirmation dialog a page can reuse: `confirm({content, onConfirm})` opens it. */
export function useConfirm() {
  const [request, setRequest] = useState<ConfirmRequest | null>(null)
  const [busy, setBusy] = useState(false)
  const { t } = useTexts()

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
    <ConfirmDialog
      open={request !== null}
      title={request?.title ?? t('list.confirmTitle')}
      confirmText={t('list.confirm')}
      cancelText={t('list.cancel')}
      busy={busy}
      onConfirm={accept}
      onCancel={() => setRequest(null)}
    >
      {request?.content}
    </ConfirmDialog>
  )

  return { confirm: setRequest, dialog }
}
