import type { CgReportColumn, CgReportData } from './cgreport'
import type { DictOption } from './dict'

/**
 * 在线报表 designed as data: a source (a declared resource or an online form), its declared fields as columns,
 * filters (the report's parameters), group-by with aggregates, sort and a chart. No SQL: the server reads it through
 * the source's whitelisted query and scope rules.
 */

/** The designer's permission codes (Online报表配置's buttons). */
export const CGREPORT_PERMS = {
  list: 'online:cgreport:list',
  add: 'online:cgreport:add',
  edit: 'online:cgreport:edit',
  delete: 'online:cgreport:delete',
} as const

/** `resource`: a declared resource by its table name; `form`: an online form by its table name. */
export interface ReportDesignSource {
  kind: 'resource' | 'form'
  name: string
}

/** A date or date-time field grouped by its day, month or year (GMT+8). */
export type ReportBucket = 'day' | 'month' | 'year'
export const REPORT_BUCKETS: readonly ReportBucket[] = ['day', 'month', 'year']

export type ReportAggregate = 'count' | 'sum' | 'avg' | 'min' | 'max'
export const REPORT_AGGREGATES: readonly ReportAggregate[] = ['count', 'sum', 'avg', 'min', 'max']

export type ReportChartType = 'bar' | 'line' | 'pie'
export const REPORT_CHART_TYPES: readonly ReportChartType[] = ['bar', 'line', 'pie']

export interface ReportGroup {
  field: string
  bucket?: ReportBucket
  label?: string
}

/** `count` counts rows (no field); the others read a numeric field. */
export interface ReportMeasure {
  fn: ReportAggregate
  field?: string
  label?: string
}

/** A filter of a source field: `single` one value (text contains), `group` a `_begin` / `_end` range. */
export interface ReportFilter {
  field: string
  mode: 'single' | 'group'
  label?: string
}

export interface ReportDesign {
  source: ReportDesignSource
  /** The listed fields of a report without group-by nor measures. */
  columns: string[]
  groupBy: ReportGroup[]
  measures: ReportMeasure[]
  filters: ReportFilter[]
  /** An output key (a column, a group or a measure). */
  sort?: { key: string; order: 'asc' | 'desc' }
  /**
   * `category` is a group key, `value` a measure key; a bar or line chart may split its bars or lines by a second
   * group key, `series` (e.g. one bar per channel in each month).
   */
  chart?: { type: ReportChartType; category: string; value: string; series?: string }
}

/** The output key of a group: the field, or `<field>_<bucket>`. */
export const groupKey = (group: ReportGroup) =>
  group.bucket ? `${group.field}_${group.bucket}` : group.field

/** The output key of a measure: `count`, or `<fn>_<field>`. */
export const measureKey = (measure: ReportMeasure) =>
  measure.fn === 'count' ? 'count' : `${measure.fn}_${measure.field ?? ''}`

/** A report groups (and aggregates) when it names a group or a measure; else it lists `columns`. */
export const isAggregated = (design: ReportDesign) => design.groupBy.length > 0 || design.measures.length > 0

/** A field the designer may choose, as the source declares it. */
export interface ReportSourceField {
  name: string
  label: string
  /** The declared kind (text, integer, money, date, datetime, dict…). */
  kind: string
  dictCode?: string
}

/** A source the designer offers: `GET /online/cgreport/design/sources`. */
export interface ReportSourceInfo extends ReportDesignSource {
  title: string
  fields: ReportSourceField[]
}

/** The body of `/online/cgreport/head/add` and `edit` (edit adds `head.id`). */
export interface ReportDesignInput {
  head: { id?: string; code: string; name: string; content?: string }
  design: ReportDesign
}

/** A designed or SQL report as `/online/cgreport/head/list` and `queryById` answer it. */
export interface ReportHeadWire {
  id: string
  code: string
  name: string
  content: string | null
  /** Developer-written SQL reports only (read only here). */
  cgrSql: string | null
  design: ReportDesign | null
  createBy: string | null
  createTime: string | null
  updateBy: string | null
  updateTime: string | null
}

/** `result` of `GET /online/cgreport/api/getColumnsAndData/{id}` (JeecgBoot's OnlCgreportAutoList reads it). */
export interface CgReportColumnsAndData {
  data: CgReportData
  columns: CgReportColumn[]
  cgreportHeadName: string
  cgRpConfigId: string
  dictOptions: Record<string, DictOption[]>
  fieldHrefSlots: unknown[]
  isCheckbox: 'Y' | 'N'
  /** A designed report's chart. */
  chart?: ReportDesign['chart']
}

/** An item of `GET /online/cgreport/api/getParamsInfo/{id}`. */
export interface CgReportParamInfo {
  id: string
  cgrheadId: string
  paramName: string
  paramTxt: string | null
  paramValue: string | null
  orderNum: number
}
