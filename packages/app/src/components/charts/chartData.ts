import type { Texts } from '../../i18n'

/** One line or one set of bars; x is a time (ms or Date) or a category label. */
export interface ChartSeries {
  name: string
  points: { x: number | string; y: number }[]
  color?: string
}

/**
 * `line`: over time; `bar`: grouped bars per category; `ranking`: one series as horizontal bars, names beside them;
 * `pie`: one series as a donut, one slice per category.
 */
export type ChartKind = 'line' | 'bar' | 'ranking' | 'pie'

/**
 * The x values a time axis labels: at most `max`, evenly spaced and always the latest, so the labels never crowd
 * one another whatever the number of points.
 */
export function axisTicks(xs: readonly number[], max = 6): number[] {
  const sorted = [...new Set(xs)].sort((a, b) => a - b)
  const step = Math.max(1, Math.ceil(sorted.length / max))
  const ticks: number[] = []
  for (let i = sorted.length - 1; i >= 0; i -= step) ticks.unshift(sorted[i]!)
  return ticks
}

/** The rows of the table view: one per x, one value per series. */
export function chartRows(series: ChartSeries[]): { x: number | string; values: (number | null)[] }[] {
  const xs: (number | string)[] = []
  const seen = new Set<number | string>()
  for (const s of series)
    for (const p of s.points)
      if (!seen.has(p.x)) {
        seen.add(p.x)
        xs.push(p.x)
      }
  return xs.map((x) => ({ x, values: series.map((s) => s.points.find((p) => p.x === x)?.y ?? null) }))
}

/** What a screen reader hears for the chart, in the chosen language: per series, its range and latest value. */
export function describeChart(
  title: string,
  series: ChartSeries[],
  formatX: (x: number | string) => string,
  { t }: Pick<Texts, 't'>,
): string {
  const parts = series.map((s) => {
    if (s.points.length === 0) return t('chart.seriesEmpty', { name: s.name })
    const ys = s.points.map((p) => p.y)
    const last = s.points.at(-1)!
    return t('chart.series', {
      name: s.name,
      count: s.points.length,
      min: Math.min(...ys),
      max: Math.max(...ys),
      x: formatX(last.x),
      y: last.y,
    })
  })
  return t('chart.summary', { title, series: parts.join(t('chart.separator')) })
}
