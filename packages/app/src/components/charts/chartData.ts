/** One line or one set of bars; x is a time (ms or Date) or a category label. */
export interface ChartSeries {
  name: string
  points: { x: number | string; y: number }[]
  color?: string
}

export type ChartKind = 'line' | 'bar'

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

/** What a screen reader hears for the chart: per series, its range and latest value. */
export function describeChart(
  title: string,
  series: ChartSeries[],
  formatX: (x: number | string) => string,
): string {
  const parts = series.map((s) => {
    if (s.points.length === 0) return `${s.name}：无数据`
    const ys = s.points.map((p) => p.y)
    const last = s.points.at(-1)!
    return `${s.name}：${s.points.length}个点，最小${Math.min(...ys)}，最大${Math.max(...ys)}，最新（${formatX(last.x)}）${last.y}`
  })
  return `${title}。${parts.join('；')}`
}
