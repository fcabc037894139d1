import { Button, Card, makeStyles, Subtitle1, tokens } from '@fluentui/react-components'
import { DataTable } from '@portico/grid'
import {
  Pagination,
  PopupQueryForm,
  type PopupReportFilters,
  type PopupRow,
  popupColumns,
  queryKeysOf,
  type SelectionPage,
  usePopupReport,
} from '@portico/ui'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { FormError } from '../../components/form/FormFeedback'

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalM },
  card: { padding: tokens.spacingHorizontalL, display: 'grid', gap: tokens.spacingVerticalM },
  tools: { display: 'flex', gap: tokens.spacingHorizontalS },
  // The spacing the report's name had as the page's h1, now that the shell holds the h1.
  name: { marginBlock: '0.67em' },
})

const NO_PARAM: Record<string, string> = {}

/**
 * A menu entry whose component is JeecgBoot's online report list (`/online/cgreport/<code>`): the report's query
 * form, columns with dictionary texts and server paging, over `/online/cgreport/api/*`.
 */
export default function OnlineReportPage() {
  const styles = useStyles()
  const code = decodeURIComponent(useLocation().pathname.split('/').filter(Boolean).at(-1) ?? '')
  const { meta, fetchPage } = usePopupReport({ open: true, code })
  const items = meta?.queryItems ?? []
  const [draft, setDraft] = useState<Record<string, string>>({})
  const [filters, setFilters] = useState<PopupReportFilters>({ query: {}, param: NO_PARAM })
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 })
  const [expanded, setExpanded] = useState(false)
  const [page, setPage] = useState<SelectionPage<PopupRow>>({ records: [], total: 0 })
  const [error, setError] = useState<string | null>(null)
  const columns = useMemo(
    () =>
      (meta ? popupColumns(meta.columns, meta.dictOptions ?? {}) : []).map((column) => ({
        ...column,
        width: typeof column.width === 'number' ? column.width : undefined,
      })),
    [meta],
  )

  // fetchPage is new each render: the page reloads when what it asks for changes, not then.
  const fetchLatest = useRef(fetchPage)
  fetchLatest.current = fetchPage
  useEffect(() => {
    let live = true
    fetchLatest.current({ ...paging, keyword: '', filters }).then(
      (loaded) => {
        if (!live) return
        setPage(loaded)
        setError(null)
      },
      (failure: Error) => live && setError(failure.message || '报表加载失败'),
    )
    return () => {
      live = false
    }
  }, [paging, filters])

  const search = (query: Record<string, string>) => {
    setFilters({ query, param: NO_PARAM })
    setPaging((current) => ({ ...current, pageNo: 1 }))
  }
  return (
    <div className={styles.root}>
      <Card className={styles.card}>
        <Subtitle1 as="h2" className={styles.name}>
          {meta?.cgRpConfigName ?? code}
        </Subtitle1>
        {items.length > 0 && (
          <PopupQueryForm
            items={items}
            values={draft}
            onChange={(key, value) => setDraft((current) => ({ ...current, [key]: value }))}
            expanded={expanded}
            onToggle={() => setExpanded((on) => !on)}
          />
        )}
        <div className={styles.tools}>
          <Button appearance="primary" onClick={() => search(draft)}>
            查询
          </Button>
          <Button
            onClick={() => {
              const cleared = Object.fromEntries(items.flatMap(queryKeysOf).map((key) => [key, '']))
              setDraft(cleared)
              search(cleared)
            }}
          >
            重置
          </Button>
        </div>
        <FormError message={error} />
        <DataTable<PopupRow>
          aria-label={meta?.cgRpConfigName ?? '报表'}
          columns={columns}
          data={page.records}
          rowKey={(row) => JSON.stringify(row)}
          emptyText="暂无数据"
        />
        <Pagination
          current={paging.pageNo}
          pageSize={paging.pageSize}
          total={page.total}
          onChange={(pageNo, pageSize) => setPaging({ pageNo, pageSize })}
        />
      </Card>
    </div>
  )
}
