import { Badge, Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components'
import type { DataLogRecord, Resource } from '@portico/contract'
import { useHttp, useNotify } from '@portico/ui'
import { useCallback, useEffect, useState } from 'react'
import { ACTION_TEXT, versionChanges } from './versionChanges'

export interface RecordHistoryProps {
  resource: Resource
  recordId: string
  /** The user may restore a version (the resource's edit permission). */
  canRestore: boolean
  onRestored: () => void
}

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalM },
  version: {
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingVerticalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
})

/** A record's versions, newest first: who changed which fields when, and a way back to any earlier version. */
export function RecordHistory({ resource, recordId, canRestore, onRestored }: RecordHistoryProps) {
  const styles = useStyles()
  const http = useHttp()
  const notify = useNotify()
  const [versions, setVersions] = useState<DataLogRecord[] | null>(null)
  const [error, setError] = useState<string | null>(null)

  const load = useCallback(async () => {
    const reply = await http
      .get<DataLogRecord[]>('/sys/dataLog/queryDataVerList', { dataTable: resource.table, dataId: recordId })
      .catch(() => null)
    if (reply?.success) setVersions([...(reply.result ?? [])].reverse())
    else setError(reply?.message ?? '历史版本加载失败')
  }, [http, resource.table, recordId])

  useEffect(() => {
    void load()
  }, [load])

  async function restore(version: DataLogRecord) {
    const reply = await http.post('/sys/dataLog/restore', { id: version.id })
    if (!reply.success) return notify.warning(reply.message)
    notify.success(reply.message)
    await load()
    onRestored()
  }

  if (error) return <Text>{error}</Text>
  if (!versions) return <Spinner size="tiny" label="加载中…" />
  if (versions.length === 0) return <Text>暂无历史版本：此记录自数据日志启用以来没有改动</Text>
  return (
    <ol className={styles.list} aria-label="历史版本">
      {versions.map((version, index) => (
        <li key={version.id} className={styles.version}>
          <div className={styles.head}>
            <Badge appearance="tint">版本 {version.dataVersion}</Badge>
            <Text weight="semibold">{ACTION_TEXT[version.action]}</Text>
            <Text>
              {version.createBy} · {version.createTime}
            </Text>
            {canRestore && index > 0 && version.action !== 'delete' && (
              <Button size="small" onClick={() => restore(version)}>
                恢复到版本 {version.dataVersion}
              </Button>
            )}
          </div>
          {versionChanges(resource, version).map((change) => (
            <Text key={change.label} size={200}>
              {change.label}：{version.action === 'add' ? '' : `「${change.before || '空'}」→ `}「
              {change.after || '空'}」
            </Text>
          ))}
        </li>
      ))}
    </ol>
  )
}
