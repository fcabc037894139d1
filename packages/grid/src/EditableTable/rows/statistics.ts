export type StatisticsKind = 'sum' | 'average'

export const statisticsLabels: Record<StatisticsKind, string> = { sum: '合计', average: '平均值' }

function integerPart(value: unknown): number {
  const parsed = Number.parseInt(String(value ?? ''), 10)
  return Number.isNaN(parsed) ? 0 : parsed
}

/** Sum of the integer parts of a column's values (spec §5), or their average over every row, to 2 decimals. */
export function columnStatistic(values: readonly unknown[], kind: StatisticsKind): number {
  const sum = values.reduce<number>((total, value) => total + integerPart(value), 0)
  if (kind === 'sum') return sum
  return values.length === 0 ? 0 : Math.round((sum / values.length) * 100) / 100
}
