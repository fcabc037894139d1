import {
  groupKey,
  isAggregated,
  measureKey,
  REPORT_AGGREGATES,
  REPORT_BUCKETS,
  REPORT_CHART_TYPES,
  type ReportDesign,
  type ReportFilter,
  type ReportGroup,
  type ReportMeasure,
  type ReportSourceField,
  type Resource,
  type ResourceFieldKind,
} from '@portico/contract'
import { badRequest } from '../../http/envelope'
import type { ReportFieldType } from './definition'

/** An item or a parameter of a designed report, derived from its design (never typed by the designer). */
export interface DesignItem {
  fieldName: string
  fieldTxt: string
  fieldType: ReportFieldType
  dictCode: string | null
  isShow: 0 | 1
  isQuery: 0 | 1
  queryMode: 'single' | 'group'
}

export interface CheckedDesign {
  design: ReportDesign
  items: DesignItem[]
  params: { paramName: string; paramTxt: string }[]
}

const NUMERIC = new Set<ResourceFieldKind>(['integer', 'number', 'money', 'weight'])
const DATED = new Set<ResourceFieldKind>(['date', 'datetime'])
/** Kinds a report neither shows nor filters: secrets and bulky contents. */
const UNREPORTABLE = new Set<ResourceFieldKind>(['password', 'richText'])
const MAX_PARTS = 30

const TYPE_OF_KIND: Partial<Record<ResourceFieldKind, ReportFieldType>> = {
  integer: 'Integer',
  number: 'BigDecimal',
  money: 'BigDecimal',
  weight: 'BigDecimal',
  date: 'Date',
  datetime: 'Datetime',
}
const BUCKET_TEXT = { day: '日', month: '月', year: '年' } as const
const AGGREGATE_TEXT = { count: '数量', sum: '合计', avg: '平均', min: '最小', max: '最大' } as const

/** The fields of a source a report may read: its declared fields, not passwords nor rich text. */
export function reportableFields(resource: Resource): ReportSourceField[] {
  return Object.entries(resource.fields)
    .filter(([, field]) => !UNREPORTABLE.has(field.kind))
    .map(([name, field]) => ({
      name,
      label: field.label,
      kind: field.kind,
      ...(field.dictCode ? { dictCode: field.dictCode } : {}),
    }))
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function listOf(value: unknown, what: string): unknown[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) throw badRequest(`报表设计的${what}格式不正确`)
  if (value.length > MAX_PARTS) throw badRequest(`报表设计的${what}最多${MAX_PARTS}项`)
  return value
}

function labelOf(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined
  if (typeof value !== 'string' || value.length > 50 || /[<>\p{Cc}]/u.test(value))
    throw badRequest('报表设计的标题不合法（最多50个字，不含<>和控制字符）')
  return value.trim() || undefined
}

/**
 * Checks a design against its source's declaration: every field named must be a reportable declared field of the
 * source, measures read numeric fields, buckets dated ones, sort and chart name output keys. Answers the design as
 * stored (only the known properties) and the items and params the JeecgBoot calls serve. Throws a 400 otherwise.
 */
export function checkDesign(resource: Resource, raw: unknown, source: ReportDesign['source']): CheckedDesign {
  if (!isRecord(raw)) throw badRequest('报表设计不能为空')
  const fields = new Map(reportableFields(resource).map((field) => [field.name, field]))
  const fieldNamed = (name: unknown) => {
    const field = typeof name === 'string' && fields.has(name) ? fields.get(name) : undefined
    if (!field) throw badRequest(`字段${String(name).slice(0, 64)}不是${resource.title}的可用字段`)
    return field
  }

  const columns = listOf(raw.columns, '列').map((name) => fieldNamed(name).name)
  const groupBy: ReportGroup[] = listOf(raw.groupBy, '分组').map((entry) => {
    if (!isRecord(entry)) throw badRequest('报表设计的分组格式不正确')
    const field = fieldNamed(entry.field)
    const bucket =
      entry.bucket === undefined || entry.bucket === null || entry.bucket === '' ? undefined : entry.bucket
    if (bucket !== undefined) {
      if (!(REPORT_BUCKETS as readonly unknown[]).includes(bucket))
        throw badRequest('分组的时间粒度只能是日、月或年')
      if (!DATED.has(field.kind as ResourceFieldKind))
        throw badRequest(`字段${field.label}不是日期，不能按时间分组`)
    }
    const label = labelOf(entry.label)
    return {
      field: field.name,
      ...(bucket ? { bucket: bucket as ReportGroup['bucket'] } : {}),
      ...(label ? { label } : {}),
    }
  })
  const measures: ReportMeasure[] = listOf(raw.measures, '统计').map((entry) => {
    if (!isRecord(entry) || !(REPORT_AGGREGATES as readonly unknown[]).includes(entry.fn))
      throw badRequest('统计方式只能是计数、合计、平均、最小或最大')
    const fn = entry.fn as ReportMeasure['fn']
    const label = labelOf(entry.label)
    if (fn === 'count') return { fn, ...(label ? { label } : {}) }
    const field = fieldNamed(entry.field)
    if (!NUMERIC.has(field.kind as ResourceFieldKind))
      throw badRequest(`字段${field.label}不是数值，不能${AGGREGATE_TEXT[fn]}`)
    return { fn, field: field.name, ...(label ? { label } : {}) }
  })
  const filters: ReportFilter[] = listOf(raw.filters, '查询条件').map((entry) => {
    if (!isRecord(entry)) throw badRequest('报表设计的查询条件格式不正确')
    const field = fieldNamed(entry.field)
    const mode = entry.mode === 'group' ? 'group' : 'single'
    const label = labelOf(entry.label)
    return { field: field.name, mode, ...(label ? { label } : {}) }
  })

  const design: ReportDesign = { source, columns: [], groupBy, measures, filters }
  if (!isAggregated(design)) {
    if (columns.length === 0) throw badRequest('请至少选择一列，或一个分组/统计')
    design.columns = [...new Set(columns)]
  }

  const items: DesignItem[] = []
  const item = (fieldName: string, fieldTxt: string, fieldType: ReportFieldType, dictCode?: string) => {
    if (items.some((other) => other.fieldName === fieldName)) throw badRequest(`报表的列${fieldTxt}重复`)
    items.push({
      fieldName,
      fieldTxt,
      fieldType,
      dictCode: dictCode ?? null,
      isShow: 1,
      isQuery: 0,
      queryMode: 'single',
    })
  }
  const typeOf = (field: ReportSourceField) => TYPE_OF_KIND[field.kind as ResourceFieldKind] ?? 'String'
  const dictOf = (field: ReportSourceField) => (field.kind === 'multiDict' ? undefined : field.dictCode)
  for (const name of design.columns) {
    const field = fieldNamed(name)
    item(name, field.label, typeOf(field), dictOf(field))
  }
  for (const group of groupBy) {
    const field = fieldNamed(group.field)
    if (group.bucket)
      item(groupKey(group), group.label ?? `${field.label}(${BUCKET_TEXT[group.bucket]})`, 'String')
    else item(groupKey(group), group.label ?? field.label, typeOf(field), dictOf(field))
  }
  for (const measure of measures) {
    const field = measure.field ? fieldNamed(measure.field) : undefined
    const text = measure.label ?? (field ? `${field.label}${AGGREGATE_TEXT[measure.fn]}` : '数量')
    const type: ReportFieldType =
      measure.fn === 'count'
        ? 'Long'
        : measure.fn === 'avg' || field?.kind !== 'integer'
          ? 'BigDecimal'
          : 'Long'
    item(measureKey(measure), text, type)
  }
  const params: CheckedDesign['params'] = []
  for (const filter of filters) {
    const field = fieldNamed(filter.field)
    const label = filter.label ?? field.label
    const shown = items.find((other) => other.fieldName === filter.field)
    const sameField =
      design.columns.includes(filter.field) || groupBy.some((g) => g.field === filter.field && !g.bucket)
    if (shown && !sameField) throw badRequest(`查询条件${label}与统计列重名`)
    if (shown) {
      if (shown.isQuery) throw badRequest(`查询条件${label}重复`)
      Object.assign(shown, { isQuery: 1, queryMode: filter.mode })
    } else {
      items.push({
        fieldName: field.name,
        fieldTxt: label,
        fieldType: typeOf(field),
        dictCode: dictOf(field) ?? null,
        isShow: 0,
        isQuery: 1,
        queryMode: filter.mode,
      })
    }
    params.push({ paramName: field.name, paramTxt: label })
  }

  const keys = new Set(items.filter((i) => i.isShow === 1).map((i) => i.fieldName))
  if (isRecord(raw.sort)) {
    const key = raw.sort.key
    if (typeof key !== 'string' || !keys.has(key)) throw badRequest('排序列必须是报表的列')
    design.sort = { key, order: raw.sort.order === 'desc' ? 'desc' : 'asc' }
  }
  if (isRecord(raw.chart)) {
    const { type, category, value } = raw.chart
    if (!(REPORT_CHART_TYPES as readonly unknown[]).includes(type))
      throw badRequest('图表只能是柱状图、折线图或饼图')
    const groupKeys = new Set(groupBy.map(groupKey))
    const measureKeys = new Set(measures.map(measureKey))
    if (typeof category !== 'string' || !groupKeys.has(category))
      throw badRequest('图表的分类必须是一个分组列')
    if (typeof value !== 'string' || !measureKeys.has(value)) throw badRequest('图表的数值必须是一个统计列')
    const series = raw.chart.series === undefined || raw.chart.series === '' ? undefined : raw.chart.series
    if (
      series !== undefined &&
      (type === 'pie' || typeof series !== 'string' || series === category || !groupKeys.has(series))
    )
      throw badRequest('图表的系列必须是另一个分组列（饼图没有系列）')
    design.chart = {
      type: type as NonNullable<ReportDesign['chart']>['type'],
      category,
      value,
      ...(series ? { series } : {}),
    }
  }
  return { design, items, params }
}
