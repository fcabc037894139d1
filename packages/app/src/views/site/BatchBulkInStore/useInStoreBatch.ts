import {
  IN_STORE_SAVED_KEY,
  type InStoreBatch,
  type InStoreLine,
  type InStoreSavedNotice,
  type TableSyncMessage,
  TableSyncType,
} from '@portico/contract'
import { type EditableRow, isTempId } from '@portico/grid'
import { useCallback, useEffect, useRef, useState } from 'react'
import { lineInput, useInStoreApi } from './inStoreApi'

export type Outcome = { ok: true; message: string } | { ok: false; message: string }

const failed = (message: string | undefined, fallback: string): Outcome => ({
  ok: false,
  message: message || fallback,
})

/**
 * One batch and its lines as the server has them, and what changes them: save (lines plus deleted ids, in one
 * request), complete, reload. A colleague's save arrives as a notice; `staleBy` is set while it is newer than what
 * this screen loaded.
 */
export function useInStoreBatch(batchId: string) {
  const api = useInStoreApi()
  const [batch, setBatch] = useState<InStoreBatch | null>(null)
  /** The table's dataSource: replaced only by a load or a save. */
  const [lines, setLines] = useState<InStoreLine[]>([])
  const [loading, setLoading] = useState(true)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [notice, setNotice] = useState<InStoreSavedNotice | null>(null)
  /** While this screen saves, the server's notice about that very save is not a colleague's. */
  const saving = useRef(false)

  const load = useCallback(async () => {
    setLoading(true)
    try {
      const [batchReply, linesReply] = await Promise.all([api.batch(batchId), api.lines(batchId)])
      if (!batchReply.success || !batchReply.result) {
        setLoadError(batchReply.message || '入库批次加载失败')
        return
      }
      setBatch(batchReply.result)
      setLines(linesReply.success ? (linesReply.result ?? []) : [])
      setLoadError(linesReply.success ? null : linesReply.message || '入库明细加载失败')
    } catch {
      setLoadError('入库批次不存在或已被删除')
    } finally {
      setLoading(false)
    }
  }, [api, batchId])

  useEffect(() => {
    void load()
  }, [load])

  const save = useCallback(
    async (rows: EditableRow[], deleteIds: string[]): Promise<Outcome> => {
      saving.current = true
      try {
        const reply = await api.saveLines({
          batchId,
          lines: rows.map((row) => lineInput(row, isTempId(row.id))),
          deleteIds,
        })
        if (!reply.success || !reply.result) return failed(reply.message, '保存失败')
        setBatch(reply.result.batch)
        setLines(reply.result.lines)
        return { ok: true, message: reply.message || '保存成功！' }
      } catch {
        return failed(undefined, '保存失败，请检查网络后重试')
      } finally {
        saving.current = false
      }
    },
    [api, batchId],
  )

  const complete = useCallback(async (): Promise<Outcome> => {
    saving.current = true
    try {
      const reply = await api.complete(batchId)
      if (!reply.success || !reply.result) return failed(reply.message, '完成入库失败')
      setBatch(reply.result)
      return { ok: true, message: reply.message || '入库完成！' }
    } catch {
      return failed(undefined, '完成入库失败，请检查网络后重试')
    } finally {
      saving.current = false
    }
  }, [api, batchId])

  /** The sync socket's messages: the server's notice after someone saved or completed this batch. */
  const onSyncMessage = useCallback(
    (message: TableSyncMessage) => {
      if (message.type !== TableSyncType.COMMON_SEND || message.data.key !== IN_STORE_SAVED_KEY) return
      const received = message.data.args[0] as InStoreSavedNotice | undefined
      if (received?.batchId === batchId && !saving.current) setNotice(received)
    },
    [batchId],
  )

  const staleBy = notice && batch && notice.revision > batch.revision ? notice : null
  return { batch, lines, loading, loadError, load, save, complete, staleBy, onSyncMessage }
}
