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
import { DataTable, type DataTableColumn } from '@portico/grid'
import { useHttp, useNotify } from '@portico/ui'
import { useCallback, useEffect, useState } from 'react'
import { useConfirm } from '../../../components/ConfirmDialog'

interface DeletedDict {
  id: string
  dictName: string
  dictCode: string
  description: string | null
  updateBy: string | null
  updateTime: string | null
}

const useStyles = makeStyles({ actions: { display: 'flex', gap: tokens.spacingHorizontalXS } })

/** 回收站: deleted dictionaries, restored (还原) or removed with their items for good (彻底删除). */
export function DictRecycleBinDialog({
  open,
  onClose,
  onRestored,
}: {
  open: boolean
  onClose: () => void
  onRestored: () => void
}) {
  const styles = useStyles()
  const http = useHttp()
  const notify = useNotify()
  const { confirm, dialog } = useConfirm()
  const [rows, setRows] = useState<DeletedDict[] | null>(null)
  const [error, setError] = useState<string | null>(null)

  const load = useCallback(async () => {
    const reply = await http.get<DeletedDict[]>('/sys/dict/deleteList')
    if (reply.success) {
      setRows(reply.result ?? [])
      setError(null)
    } else setError(reply.message)
  }, [http])
  useEffect(() => {
    if (open) void load()
  }, [open, load])

  const restore = async (row: DeletedDict) => {
    const reply = await http.put(`/sys/dict/back/${encodeURIComponent(row.id)}`)
    if (!reply.success) return notify.warning(reply.message)
    notify.success(`字典「${row.dictName}」已还原`)
    onRestored()
    await load()
  }
  const purge = (row: DeletedDict) =>
    confirm({
      content: `确定彻底删除字典「${row.dictName}」及其全部字典项吗？删除后无法恢复。`,
      onConfirm: async () => {
        const reply = await http.delete(`/sys/dict/deletePhysic/${encodeURIComponent(row.id)}`)
        if (!reply.success) return notify.warning(reply.message)
        notify.success(reply.message)
        await load()
      },
    })

  const columns: DataTableColumn<DeletedDict>[] = [
    { key: 'dictName', title: '字典名称', width: 160 },
    { key: 'dictCode', title: '字典编码', kind: 'code', width: 160 },
    { key: 'updateBy', title: '删除人', width: 90 },
    { key: 'updateTime', title: '删除时间', kind: 'datetime', width: 160 },
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
            aria-label={`还原 ${row.dictName}`}
            onClick={() => void restore(row)}
          >
            还原
          </Button>
          <Button
            size="small"
            appearance="subtle"
            aria-label={`彻底删除 ${row.dictName}`}
            onClick={() => purge(row)}
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
        <DialogSurface style={{ maxWidth: 820, width: '100%' }}>
          <DialogBody>
            <DialogTitle>字典回收站</DialogTitle>
            <DialogContent>
              {error && (
                <MessageBar intent="error">
                  <MessageBarBody>{error}</MessageBarBody>
                </MessageBar>
              )}
              <DataTable
                aria-label="已删除的字典"
                columns={columns}
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
