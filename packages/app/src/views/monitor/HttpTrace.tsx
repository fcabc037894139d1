import {
  Badge,
  Button,
  Card,
  Field,
  Input,
  makeStyles,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components'
import { SearchRegular } from '@fluentui/react-icons'
import { Pagination, TableEmptyRow } from '@portico/ui'
import { type FormEvent, useCallback, useState } from 'react'
import { dateTime, millis } from './format'
import { MonitorFrame } from './MonitorFrame'
import type { TraceQuery } from './monitorApi'
import { useMonitorApi } from './useMonitorApi'
import { usePolling } from './usePolling'

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalM },
  path: { wordBreak: 'break-all' },
  table: { overflowX: 'auto' },
})

const METHODS = ['GET', 'POST', 'PUT', 'DELETE']
const STATUSES = ['2xx', '3xx', '4xx', '5xx']
/** Column and width; the path takes what is left. */
const COLUMNS: [string, string | undefined][] = [
  ['时间', '170px'],
  ['方法', '80px'],
  ['路径', undefined],
  ['状态', '80px'],
  ['耗时', '100px'],
  ['用户', '110px'],
  ['IP', '130px'],
]

const statusColor = (status: number) => (status >= 500 ? 'danger' : status >= 400 ? 'warning' : 'success')

/** 请求追踪: the last 1,000 requests this instance answered (tokens and secrets removed), searchable. */
export default function HttpTrace() {
  const styles = useStyles()
  const api = useMonitorApi()
  const [draft, setDraft] = useState<TraceQuery>({})
  const [query, setQuery] = useState<TraceQuery>({})
  const [page, setPage] = useState({ current: 1, size: 20 })
  const load = useCallback(() => api.trace(query), [api, query])
  const { data, error, loading, reload } = usePolling(load, '读取请求追踪失败')
  const search = (event: FormEvent) => {
    event.preventDefault()
    setPage((p) => ({ ...p, current: 1 }))
    setQuery({ ...draft })
  }
  const records = data?.records ?? []
  const shown = records.slice((page.current - 1) * page.size, page.current * page.size)
  return (
    <MonitorFrame
      title="请求追踪"
      description="本实例最近 1,000 个请求（令牌与密码等已移除）"
      error={error}
      loading={loading}
      ready={!!data}
      onRefresh={reload}
    >
      <Card>
        <form className={styles.form} onSubmit={search} aria-label="查询请求">
          <Field label="路径或用户">
            <Input
              value={draft.keyword ?? ''}
              onChange={(_, d) => setDraft({ ...draft, keyword: d.value })}
              placeholder="如 /sys/user"
            />
          </Field>
          <Field label="方法">
            <Select value={draft.method ?? ''} onChange={(_, d) => setDraft({ ...draft, method: d.value })}>
              <option value="">全部</option>
              {METHODS.map((m) => (
                <option key={m}>{m}</option>
              ))}
            </Select>
          </Field>
          <Field label="状态">
            <Select value={draft.status ?? ''} onChange={(_, d) => setDraft({ ...draft, status: d.value })}>
              <option value="">全部</option>
              {STATUSES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </Select>
          </Field>
          <Button type="submit" appearance="primary" icon={<SearchRegular />}>
            查询
          </Button>
        </form>
        <div className={styles.table}>
          <Table size="small" aria-label="请求列表">
            <TableHeader>
              <TableRow>
                {COLUMNS.map(([c, width]) => (
                  <TableHeaderCell key={c} style={width ? { width } : undefined}>
                    {c}
                  </TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.length === 0 && <TableEmptyRow colSpan={COLUMNS.length}>暂无数据</TableEmptyRow>}
              {shown.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>{dateTime(r.time)}</TableCell>
                  <TableCell>{r.method}</TableCell>
                  <TableCell className={styles.path}>{r.path}</TableCell>
                  <TableCell>
                    <Badge appearance="tint" color={statusColor(r.status)}>
                      {r.status}
                    </Badge>
                  </TableCell>
                  <TableCell>{millis(r.durationMs)}</TableCell>
                  <TableCell>{r.username ?? '-'}</TableCell>
                  <TableCell>{r.ip}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        <Pagination
          current={page.current}
          pageSize={page.size}
          total={records.length}
          onChange={(current, size) => setPage({ current, size })}
        />
      </Card>
    </MonitorFrame>
  )
}
