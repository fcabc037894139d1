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
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components'
import { type DataLogRecord, resourceOfTable } from '@portico/contract'
import { useHttp } from '@portico/ui'
import { useEffect, useState } from 'react'
import { compareVersions } from '../../../components/ResourcePage/versionChanges'
import { tableTitle } from './dataTables'

const useStyles = makeStyles({
  changed: { backgroundColor: tokens.colorPaletteYellowBackground2 },
  label: { fontWeight: tokens.fontWeightSemibold, width: '160px' },
  value: { wordBreak: 'break-all' },
})

/** 数据比较: two versions of one record field by field, the fields that differ highlighted. */
export function DataLogCompareDialog({
  ids,
  onClose,
}: {
  ids: [string, string] | null
  onClose: () => void
}) {
  const styles = useStyles()
  const http = useHttp()
  const [versions, setVersions] = useState<DataLogRecord[] | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (!ids) return
    setVersions(null)
    setError(null)
    let cancelled = false
    http
      .get<DataLogRecord[]>('/sys/dataLog/queryCompareList', { dataId1: ids[0], dataId2: ids[1] })
      .then((reply) => {
        if (cancelled) return
        if (reply.success && reply.result?.length === 2)
          setVersions([...reply.result].sort((a, b) => a.dataVersion - b.dataVersion))
        else setError(reply.message || '未找到要比较的版本')
      })
      .catch(() => !cancelled && setError('版本加载失败'))
    return () => {
      cancelled = true
    }
  }, [http, ids])

  const [left, right] = versions ?? []
  const rows = left && right ? compareVersions(resourceOfTable(left.dataTable), left, right) : []
  return (
    <Dialog open={ids !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface style={{ maxWidth: 900, width: '100%' }}>
        <DialogBody>
          <DialogTitle>数据比较{left ? ` - ${tableTitle(left.dataTable)} ${left.dataId}` : ''}</DialogTitle>
          <DialogContent>
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            {!error && !versions && <Spinner size="small" label="加载中…" />}
            {left && right && (
              <Table aria-label="两个版本的字段比较" size="small">
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>字段</TableHeaderCell>
                    <TableHeaderCell>
                      版本 {left.dataVersion}（{left.createBy} {left.createTime}）
                    </TableHeaderCell>
                    <TableHeaderCell>
                      版本 {right.dataVersion}（{right.createBy} {right.createTime}）
                    </TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={row.label} className={row.changed ? styles.changed : undefined}>
                      <TableCell className={styles.label}>
                        {row.label}
                        {row.changed ? '（已变更）' : ''}
                      </TableCell>
                      <TableCell className={styles.value}>{row.before}</TableCell>
                      <TableCell className={styles.value}>{row.after}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>关闭</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
