import { LineChart, VerticalBarChart } from '@fluentui/react-charts'
import type { ChartKind, ChartSeries } from './chartData'

export interface FluentChartProps {
  kind: ChartKind
  series: ChartSeries[]
  height: number
  formatX: (x: number | string) => string
}

/** The only module importing the chart library; ChartPanel loads it lazily. */
export default function FluentChart({ kind, series, height, formatX }: FluentChartProps) {
  if (kind === 'bar') {
    const data = series.flatMap((s) =>
      s.points.map((p) => ({ x: formatX(p.x), y: p.y, legend: s.name, color: s.color })),
    )
    return <VerticalBarChart data={data} height={height} hideLegend={series.length < 2} />
  }
  const lineChartData = series.map((s) => ({
    legend: s.name,
    color: s.color,
    data: s.points.map((p) => ({ x: typeof p.x === 'number' ? new Date(p.x) : new Date(p.x), y: p.y })),
  }))
  return (
    <LineChart
      data={{ lineChartData }}
      height={height}
      customDateTimeFormatter={(d) => formatX(d.getTime())}
    />
  )
}
