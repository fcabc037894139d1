import { ConfirmDialog } from '@portico/ui'

/** Asks before rows that exist on the server are deleted. */
export function DeleteConfirmDialog({
  count,
  onClose,
}: {
  count: number | null
  onClose: (confirmed: boolean) => void
}) {
  return (
    <ConfirmDialog
      open={count != null}
      title="确认删除"
      onConfirm={() => onClose(true)}
      onCancel={() => onClose(false)}
    >{`确定要删除这 ${count ?? 0} 行吗?`}</ConfirmDialog>
  )
}
