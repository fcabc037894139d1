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
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import type { Envelope } from '@portico/contract'
import { DataTable, type DataTableColumn } from '@portico/grid'
import { type HttpClient, useHttp, useNotify } from '@portico/ui'
import { useCallback, useEffect, useState } from 'react'
import { useConfirm } from './ConfirmDialog'

const useStyles = makeStyles({ actions: { display: 'flex', gap: tokens.spacingHorizontalXS } })

export interface RecycleBinDialogProps<Row extends { id: string }> {
  open: boolean
  onClose: () => void
  /** After a restore: the page's own list shows the row again. */
  onRestored: () => void
  /** e.g. 字典回收站. */
  title: string
  /** The table's accessible name, e.g. 已删除的字典. */
  tableLabel: string
  /** GET answering the deleted rows. */
  listPath: string
  columns: DataTableColumn<Row>[]
  /** How a row is named in buttons and messages. */
  nameOf: (row: Row) => string
  restore: (http: HttpClient, row: Row) => Promise<Envelope<unknown>>
  restoredMessage: (row: Row) => string
  purge: (http: HttpClient, row: Row) => Promise<Envelope<unknown>>
  purgeQuestion: (row: Row) => string
  width?: number
}

/** 回收站: deleted rows of a list, each restored (还原) or removed for good (彻底删除, after a confirmation). */
export function RecycleBinDialog<Row extends { id: string }>({
  open,
  onClose,
  onRestored,
  title,
  tableLabel,
  listPath,
  columns,
  nameOf,
  restore,
  restoredMessage,
  purge,
  purgeQuestion,
  width = 820,
}: RecycleBinDialogProps<Row>) {
  const styles = useStyles()
  const http = useHttp()
  const notify = useNotify()
  const { confirm, dialog } = useConfirm()
  const [rows, setRows] = useState<Row[] | null>(null)
  const [error, setError] = useState<string | null>(null)

  const load = useCallback(async () => {
    const reply = await http.get<Row[]>(listPath)
    if (reply.success) {
      setRows(reply.result ?? [])
      setError(null)
    } else setError(reply.message)
  }, [http, listPath])
  useEffect(() => {
    if (open) void load()
  }, [open, load])

  const restoreRow = async (row: Row) => {
    const reply = await restore(http, row)
    if (!reply.success) return notify.warning(reply.message)
    notify.success(restoredMessage(row))
    onRestored()
    await load()
  }
  const purgeRow = (row: Row) =>
    confirm({
      content: purgeQuestion(row),
      onConfirm: async () => {
        const reply = await purge(http, row)
        if (!reply.success) return notify.warning(reply.message)
        notify.success(reply.message)
        await load()
      },
    })

  const withActions: DataTableColumn<Row>[] = [
    ...columns,
    {
      key: 'actions',
      title: '操作',
      fixed: 'right',
      width: 150,
      render: (row) => (
        <span className={styles.actions}>
          <Button
            size="small"
            appearance="subtle"
            aria-label={`还原 ${nameOf(row)}`}
            onClick={() => void restoreRow(row)}
          >
            还原
          </Button>
          <Button
            size="small"
            appearance="subtle"
            aria-label={`彻底删除 ${nameOf(row)}`}
            onClick={() => purgeRow(row)}
          >
            彻底删除
          </Button>
        </span>
      ),
    },
  ]

  return (
    <>
      <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
        <DialogSurface style={{ maxWidth: width, width: '100%' }}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>
              {error && (
                <MessageBar intent="error">
                  <MessageBarBody>{error}</MessageBarBody>
                </MessageBar>
              )}
              <DataTable
                aria-label={tableLabel}
                columns={withActions}
                data={rows ?? []}
                rowKey="id"
                loading={rows === null && !error}
                emptyText="回收站是空的"
              />
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>关闭</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      {dialog}
    </>
  )
}
