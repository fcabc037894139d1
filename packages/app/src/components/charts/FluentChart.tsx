import { GroupedVerticalBarChart, LineChart, VerticalBarChart } from '@fluentui/react-charts'
import { makeStyles, tokens } from '@fluentui/react-components'
import { type ChartKind, type ChartSeries, chartRows } from './chartData'

export interface FluentChartProps {
  kind: ChartKind
  /** The chart's title: it names the chart's landmark, so two charts of one kind differ. */
  title: string
  series: ChartSeries[]
  height: number
  formatX: (x: number | string) => string
}

// The library capitalises legend words: 「延迟P99（ms）」 would read 「（Ms）」.
const useStyles = makeStyles({ legend: { textTransform: 'none' } })

/** The only module importing the chart library; ChartPanel loads it lazily. */
export default function FluentChart({ kind, title, series, height, formatX }: FluentChartProps) {
  const legendProps = { styles: { legend: useStyles().legend } }
  // The chart's svg is a region landmark named by the library after its shape (two four-bar charts clash): name it.
  const svgProps = { 'aria-label': `${title}（图表）` }
  if (kind === 'bar' && series.length === 1) {
    const [only] = series
    const data = only!.points.map((p) => ({
      x: formatX(p.x),
      y: p.y,
      legend: only!.name,
      color: only!.color ?? tokens.colorBrandBackground,
    }))
    return <VerticalBarChart data={data} svgProps={svgProps} height={height} hideLegend wrapXAxisLables />
  }
  if (kind === 'bar') {
    const data = chartRows(series).map((row) => ({
      name: formatX(row.x),
      series: series.map((s, i) => ({
        key: s.name,
        legend: s.name,
        data: row.values[i] ?? 0,
        color: s.color,
      })),
    }))
    return (
      <GroupedVerticalBarChart data={data} svgProps={svgProps} height={height} legendProps={legendProps} />
    )
  }
  const lineChartData = series.map((s) => ({
    legend: s.name,
    color: s.color,
    data: s.points.map((p) => ({ x: new Date(p.x), y: p.y })),
  }))
  return (
    <LineChart
      data={{ lineChartData }}
      svgProps={svgProps}
      height={height}
      legendProps={legendProps}
      customDateTimeFormatter={(d) => formatX(d.getTime())}
    />
  )
}
