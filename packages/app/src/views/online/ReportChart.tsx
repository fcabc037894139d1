import type { DictOption, ReportDesign } from '@portico/contract'
import { ChartPanel } from '../../components/charts/ChartPanel'
import type { ChartKind, ChartSeries } from '../../components/charts/chartData'

const DATE_LIKE = /^\d{4}(-\d{2}){0,2}$/

const textOf = (options: DictOption[] | undefined, value: unknown) => {
  const code = value === null || value === undefined ? '' : String(value)
  return options?.find((option) => String(option.value) === code)?.text ?? (code || '（空）')
}

export interface ReportChartProps {
  chart: NonNullable<ReportDesign['chart']>
  title: string
  records: Record<string, unknown>[]
  /** The dictionary options of each output column that shows a dictionary's texts. */
  dictOf: (key: string) => DictOption[] | undefined
  /** The category column's title. */
  categoryTitle: string
  valueTitle: string
}

/**
 * A designed report's chart over the page's rows: bars per category (split by the series column when there is one),
 * a line over dated categories (months, days, years), or a pie of one value per category.
 */
export function ReportChart({ chart, title, records, dictOf, categoryTitle, valueTitle }: ReportChartProps) {
  const categoryText = (row: Record<string, unknown>) => textOf(dictOf(chart.category), row[chart.category])
  const amountOf = (row: Record<string, unknown>) => Number(row[chart.value] ?? 0) || 0
  const dated = records.every((row) => DATE_LIKE.test(String(row[chart.category] ?? '')))
  const kind: ChartKind = chart.type === 'pie' ? 'pie' : chart.type === 'line' && dated ? 'line' : 'bar'
  const bySeries = new Map<string, ChartSeries>()
  for (const row of records) {
    const name = chart.series ? textOf(dictOf(chart.series), row[chart.series]) : valueTitle
    const series = bySeries.get(name) ?? { name, points: [] }
    const x =
      kind === 'line' ? Date.parse(`${String(row[chart.category])}-01-01`.slice(0, 10)) : categoryText(row)
    const existing = series.points.find((point) => point.x === x)
    if (existing) existing.y += amountOf(row)
    else series.points.push({ x, y: amountOf(row) })
    bySeries.set(name, series)
  }
  const series = [...bySeries.values()]
  if (kind === 'line') for (const s of series) s.points.sort((a, b) => Number(a.x) - Number(b.x))
  const formatX =
    kind === 'line'
      ? (x: number | string) =>
          new Date(Number(x)).toISOString().slice(0, String(records[0]?.[chart.category] ?? '').length || 10)
      : undefined
  return (
    <ChartPanel
      title={title}
      series={series}
      kind={kind}
      xLabel={categoryTitle}
      formatX={formatX}
      height={280}
      emptyText="暂无数据"
    />
  )
}
