import {
  Caption1,
  makeStyles,
  Spinner,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  ToggleButton,
  tokens,
  useId,
} from '@fluentui/react-components'
import { TableRegular } from '@fluentui/react-icons'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useTexts } from '../../i18n'
import { type ChartKind, type ChartSeries, chartRows, describeChart } from './chartData'

const loadChart = () => import('./FluentChart')
const FluentChart = lazy(loadChart)

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalS, minWidth: 0 },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  chart: { minWidth: 0, overflow: 'hidden', margin: 0 },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  table: { maxHeight: '320px', overflow: 'auto' },
  empty: { color: tokens.colorNeutralForeground3, padding: tokens.spacingVerticalL },
})

export interface ChartPanelProps {
  title: string
  series: ChartSeries[]
  kind?: ChartKind
  /** Header of the x column in the table view. */
  xLabel: string
  formatX?: (x: number | string) => string
  height?: number
  /** Shown when every series is empty (default: 暂无数据 in the chosen language). */
  emptyText?: string
  /** The figures are on their way: a spinner instead of `emptyText`. */
  loading?: boolean
}

const defaultFormatX = (x: number | string) => String(x)

/**
 * A titled chart with a 表格 toggle showing the same figures as a table, and a text description for screen readers.
 * The chart library is fetched only when a chart is first drawn.
 */
export function ChartPanel({
  title,
  series,
  kind = 'line',
  xLabel,
  formatX = defaultFormatX,
  height = 220,
  emptyText,
  loading = false,
}: ChartPanelProps) {
  const styles = useStyles()
  const texts = useTexts()
  const { t } = texts
  // The chart library loads while the figures do, not after them.
  useEffect(() => {
    void loadChart()
  }, [])
  const [asTable, setAsTable] = useState(false)
  const titleId = useId('chart-title')
  const descriptionId = useId('chart-description')
  const empty = series.every((s) => s.points.length === 0)
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <div className={styles.header}>
        <Subtitle2 as="h2" id={titleId}>
          {title}
        </Subtitle2>
        <ToggleButton
          size="small"
          appearance="subtle"
          icon={<TableRegular />}
          checked={asTable}
          onClick={() => setAsTable(!asTable)}
        >
          {t('chart.table')}
        </ToggleButton>
      </div>
      {empty && loading ? (
        <Spinner size="small" label={t('chart.loading')} />
      ) : empty ? (
        <Caption1 className={styles.empty}>{emptyText ?? t('chart.noData')}</Caption1>
      ) : asTable ? (
        <div className={styles.table}>
          <Table size="small" aria-labelledby={titleId}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{xLabel}</TableHeaderCell>
                {series.map((s) => (
                  <TableHeaderCell key={s.name}>{s.name}</TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {chartRows(series).map((row) => (
                <TableRow key={String(row.x)}>
                  <TableCell>{formatX(row.x)}</TableCell>
                  {row.values.map((value, i) => (
                    <TableCell key={series[i]!.name}>{value ?? '-'}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : (
        <figure className={styles.chart} aria-labelledby={titleId} aria-describedby={descriptionId}>
          <span id={descriptionId} className={styles.hidden}>
            {describeChart(title, series, formatX, texts)}
          </span>
          <Suspense fallback={<Spinner size="small" label={t('chart.drawing')} />}>
            <FluentChart kind={kind} title={title} series={series} height={height} formatX={formatX} />
          </Suspense>
        </figure>
      )}
    </section>
  )
}
