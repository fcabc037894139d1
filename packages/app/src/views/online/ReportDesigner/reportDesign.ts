import {
  groupKey,
  isAggregated,
  measureKey,
  type ReportAggregate,
  type ReportBucket,
  type ReportChartType,
  type ReportDesign,
  type ReportSourceField,
  type ReportSourceInfo,
} from '@portico/contract'

export const AGGREGATE_TEXT: Record<ReportAggregate, string> = {
  count: '计数',
  sum: '合计',
  avg: '平均',
  min: '最小',
  max: '最大',
}
export const BUCKET_TEXT: Record<ReportBucket, string> = { day: '按日', month: '按月', year: '按年' }
export const CHART_TEXT: Record<ReportChartType, string> = { bar: '柱状图', line: '折线图', pie: '饼图' }

const NUMERIC_KINDS = new Set(['integer', 'number', 'money', 'weight'])
const DATED_KINDS = new Set(['date', 'datetime'])
export const isNumeric = (field: ReportSourceField) => NUMERIC_KINDS.has(field.kind)
export const isDated = (field: ReportSourceField) => DATED_KINDS.has(field.kind)

export const emptyDesign = (source: ReportSourceInfo): ReportDesign => ({
  source: { kind: source.kind, name: source.name },
  columns: [],
  groupBy: [],
  measures: [],
  filters: [],
})

/** The report's output columns as the server names them: its keys with a readable title each. */
export function outputsOf(
  design: ReportDesign,
  fields: ReportSourceField[],
): { key: string; title: string }[] {
  const label = (name: string | undefined) => fields.find((field) => field.name === name)?.label ?? name ?? ''
  if (!isAggregated(design)) return design.columns.map((name) => ({ key: name, title: label(name) }))
  return [
    ...design.groupBy.map((group) => ({
      key: groupKey(group),
      title: group.label ?? `${label(group.field)}${group.bucket ? `(${BUCKET_TEXT[group.bucket]})` : ''}`,
    })),
    ...design.measures.map((measure) => ({
      key: measureKey(measure),
      title:
        measure.label ?? (measure.field ? `${label(measure.field)}${AGGREGATE_TEXT[measure.fn]}` : '数量'),
    })),
  ]
}

/**
 * The design without what no longer fits after an edit: a sort or chart naming a column the report lost. The server
 * checks the same and refuses; dropping them here keeps the preview usable while the designer works.
 */
export function tidyDesign(design: ReportDesign): ReportDesign {
  const keys = new Set(outputsOf(design, []).map((output) => output.key))
  const groups = new Set(design.groupBy.map(groupKey))
  const measures = new Set(design.measures.map(measureKey))
  const { sort, chart, ...rest } = design
  const keepChart =
    chart &&
    groups.has(chart.category) &&
    measures.has(chart.value) &&
    (chart.series === undefined || (groups.has(chart.series) && chart.series !== chart.category))
  return {
    ...rest,
    ...(sort && keys.has(sort.key) ? { sort } : {}),
    ...(keepChart ? { chart } : {}),
  }
}
