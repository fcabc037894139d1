import {
  DonutChart,
  GroupedVerticalBarChart,
  HorizontalBarChartWithAxis,
  LineChart,
} from '@fluentui/react-charts'
import { makeStyles, tokens } from '@fluentui/react-components'
import { axisTicks, type ChartKind, type ChartSeries, chartRows } from './chartData'

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

/** Room right of a time axis for half of its last label, which sits on the chart's right edge. */
const TIME_AXIS_MARGINS = { right: 40 }
/** Room right of a ranking's longest bar for its value. */
const RANKING_MARGINS = { right: 48 }
/** A ranking's bar and the gap to the next, in px: the chart grows with the number of names. */
const RANKING_ROW = 32

/** The only module importing the chart library; ChartPanel loads it lazily. */
export default function FluentChart({ kind, title, series, height, formatX }: FluentChartProps) {
  const legendProps = { styles: { legend: useStyles().legend } }
  // The chart's svg is a region landmark named by the library after its shape (two four-bar charts clash): name it.
  const svgProps = { 'aria-label': `${title}（图表）` }
  if (kind === 'ranking') {
    const [only] = series
    // Horizontal bars: every name is written out beside its bar (category labels under vertical bars would collide
    // and the library hides the ones that do). The first entry, the largest, on top.
    const data = [...only!.points].reverse().map((p) => ({
      x: p.y,
      y: formatX(p.x),
      legend: only!.name,
      color: only!.color ?? tokens.colorBrandBackground,
    }))
    return (
      <HorizontalBarChartWithAxis
        data={data}
        svgProps={svgProps}
        height={Math.max(height / 2, data.length * RANKING_ROW + 60)}
        margins={RANKING_MARGINS}
        hideLegend
        showYAxisLables
        barHeight={RANKING_ROW / 2}
      />
    )
  }
  if (kind === 'pie') {
    const [only] = series
    const chartData = (only?.points ?? []).map((p) => ({ legend: formatX(p.x), data: p.y }))
    return (
      <DonutChart
        data={{ chartTitle: title, chartData }}
        svgProps={svgProps}
        height={height}
        innerRadius={0}
        legendProps={legendProps}
        hideLabels={false}
        showLabelsInPercent
      />
    )
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
  const ticks = axisTicks(series.flatMap((s) => s.points.map((p) => Number(p.x))))
  return (
    <LineChart
      data={{ lineChartData }}
      svgProps={svgProps}
      height={height}
      legendProps={legendProps}
      margins={TIME_AXIS_MARGINS}
      tickValues={ticks.map((x) => new Date(x))}
      customDateTimeFormatter={(d) => formatX(d.getTime())}
    />
  )
}
