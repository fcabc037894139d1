import { Button, Card, makeStyles, Subtitle1, tokens } from '@fluentui/react-components'
import { DataTable } from '@portico/grid'
import {
  Pagination,
  PopupQueryForm,
  type PopupReportFilters,
  type PopupRow,
  popupColumns,
  popupDataParams,
  queryKeysOf,
  type SelectionPage,
  useHttp,
  usePopupReport,
} from '@portico/ui'
import { saveBlob } from '@portico/upload'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { FormError } from '../../components/form/FormFeedback'
import { ReportChart } from './ReportChart'

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalM },
  card: { padding: tokens.spacingHorizontalL, display: 'grid', gap: tokens.spacingVerticalM },
  tools: { display: 'flex', gap: tokens.spacingHorizontalS },
  // The spacing the report's name had as the page's h1, now that the shell holds the h1.
  name: { marginBlock: '0.67em' },
})

const NO_PARAM: Record<string, string> = {}
/** The rows a report's chart draws: its first this many, whatever the table's page. */
const CHART_ROWS = 500

/**
 * A menu entry whose component is JeecgBoot's online report list (`/online/cgreport/<code or id>`): the report's
 * query form, its chart (a designed report's), columns with dictionary texts, server paging and 导出 (.xlsx), over
 * `/online/cgreport/api/*`.
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
  const [chartRows, setChartRows] = useState<PopupRow[]>([])
  const http = useHttp()
  const chart = meta?.chart
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

  // A chart draws every row of the query (up to CHART_ROWS), not the table's page.
  useEffect(() => {
    if (!chart) return
    let live = true
    fetchLatest.current({ pageNo: 1, pageSize: CHART_ROWS, keyword: '', filters }).then(
      (loaded) => live && setChartRows(loaded.records),
      () => live && setChartRows([]),
    )
    return () => {
      live = false
    }
  }, [chart, filters])

  const exportXls = async () => {
    if (!meta) return
    const {
      pageNo: _pageNo,
      pageSize: _pageSize,
      ...params
    } = popupDataParams(items, filters.query, NO_PARAM, {
      pageNo: 1,
      pageSize: 1,
    })
    try {
      saveBlob(
        await http.getBlob(`/online/cgreport/api/exportXls/${meta.cgRpConfigId}`, params),
        `${meta.cgRpConfigName}.xlsx`,
      )
    } catch {
      setError('导出失败')
    }
  }
  const titleOf = (key: string) => meta?.columns.find((column) => column.dataIndex === key)?.title ?? key
  const dictOf = (key: string) => {
    const code = meta?.columns.find((column) => column.dataIndex === key)?.customRender
    return code ? meta?.dictOptions?.[code] : undefined
  }

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
          <Button disabled={!meta} onClick={() => void exportXls()}>
            导出
          </Button>
        </div>
        <FormError message={error} />
        {chart && meta && (
          <ReportChart
            chart={chart}
            title={`${meta.cgRpConfigName}图表`}
            records={chartRows}
            dictOf={dictOf}
            categoryTitle={titleOf(chart.category)}
            valueTitle={titleOf(chart.value)}
          />
        )}
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
