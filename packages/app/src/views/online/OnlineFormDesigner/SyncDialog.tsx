import { Checkbox, MessageBar, MessageBarBody, makeStyles, Spinner, tokens } from '@fluentui/react-components'
import type { OnlineFormHead, OnlineSyncPreview } from '@portico/contract'
import { useHttp, useNotify } from '@portico/ui'
import { useEffect, useState } from 'react'
import { ActionDialog } from '../../../components/ActionDialog'

const useStyles = makeStyles({
  ddl: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    whiteSpace: 'pre-wrap',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    maxHeight: '40vh',
    overflow: 'auto',
  },
})

/**
 * 同步数据库 of a design: the DDL it will run (generated from the design, nothing typed), the data it would lose,
 * and, when it would, a confirmation before 强制同步.
 */
export function SyncDialog({
  head,
  onClose,
  onSynced,
}: {
  head: OnlineFormHead | null
  onClose: () => void
  onSynced: () => void
}) {
  const styles = useStyles()
  const http = useHttp()
  const notify = useNotify()
  const [preview, setPreview] = useState<OnlineSyncPreview | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [confirmed, setConfirmed] = useState(false)
  const [running, setRunning] = useState(false)

  useEffect(() => {
    setPreview(null)
    setError(null)
    setConfirmed(false)
    if (!head) return
    let live = true
    http.get<OnlineSyncPreview>(`/online/cgform/api/previewDbSynch/${head.id}`).then((reply) => {
      if (!live) return
      if (reply.success) setPreview(reply.result)
      else setError(reply.message)
    })
    return () => {
      live = false
    }
  }, [head, http])

  const run = async () => {
    if (!head || !preview) return
    setRunning(true)
    try {
      const method = preview.needsConfirm ? 'force' : 'normal'
      const reply = await http.post(`/online/cgform/api/doDbSynch/${head.id}/${method}`)
      if (!reply.success) {
        setError(reply.message)
        return
      }
      notify.success(reply.message || '同步数据库成功!')
      onSynced()
    } finally {
      setRunning(false)
    }
  }

  const upToDate =
    preview !== null && preview.ddl.length === 0 && preview.syncedVersion === preview.tableVersion
  return (
    <ActionDialog
      open={head !== null}
      title={`同步数据库 ${head?.tableName ?? ''}`}
      width={900}
      onClose={onClose}
      error={error}
      confirmLabel={preview?.needsConfirm ? '强制同步' : '同步数据库'}
      confirmDisabled={!preview || running || upToDate || (preview.needsConfirm && !confirmed)}
      onConfirm={run}
    >
      {!preview && !error && <Spinner label="生成DDL…" />}
      {upToDate && (
        <MessageBar intent="success">
          <MessageBarBody>数据库表已是最新</MessageBarBody>
        </MessageBar>
      )}
      {preview && preview.ddl.length > 0 && (
        <section aria-label="DDL预览">
          <pre className={styles.ddl}>{`${preview.ddl.join(';\n\n')};`}</pre>
        </section>
      )}
      {preview?.needsConfirm && (
        <>
          <MessageBar intent="warning">
            <MessageBarBody>
              同步将丢失数据：
              <ul>
                {preview.losses.map((loss) => (
                  <li key={loss.field}>{loss.message}</li>
                ))}
              </ul>
            </MessageBarBody>
          </MessageBar>
          <Checkbox
            label="我已知晓上述数据将丢失，确认同步"
            checked={confirmed}
            onChange={(_, data) => setConfirmed(data.checked === true)}
          />
        </>
      )}
    </ActionDialog>
  )
}
