import { CG_REPORT_PARAM_PREFIX, type CgReportData } from '@portico/contract'
import { and, asc, desc, type SQL, sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  date,
  doublePrecision,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { badRequest, HttpError } from '../../http/envelope'
import { conditionSql } from '../query/build'
import { isTextual, storable } from '../query/coerce'
import { parsePlainValue, plainConditions } from '../query/conditions'
import type { FieldKind, ListField, ListFields } from '../query/fields'
import { queryErrors } from '../query/messages'
import { pageParams, toPage } from '../query/page'
import { formatDateTime } from '../shared/dates'
import {
  fieldTypeOf,
  queryModeOf,
  type ReportDefinition,
  type ReportFieldType,
  type ReportItem,
} from './definition'
import { type RunOptions, readOnlyReport } from './read-only'
import { parseReportSql, type SqlPart } from './sql-template'

/** Alias of the report query inside the wrapping query. */
const ALIAS = 'cgr'
/** Longest value of one dynamic parameter. */
export const MAX_PARAM_LENGTH = 1000

const KIND: Record<ReportFieldType, FieldKind> = {
  String: 'string',
  Integer: 'integer',
  Long: 'integer',
  Double: 'number',
  BigDecimal: 'number',
  Date: 'date',
  Datetime: 'datetime',
}

function columnBuilder(item: ReportItem) {
  const name = item.fieldName
  switch (fieldTypeOf(item)) {
    case 'Integer':
      return integer(name)
    case 'Long':
      return bigint(name, { mode: 'number' })
    case 'Double':
      return doublePrecision(name)
    case 'BigDecimal':
      return numeric(name)
    case 'Date':
      return date(name, { mode: 'string' })
    case 'Datetime':
      return timestamp(name, { mode: 'date' })
    default:
      return text(name)
  }
}

/** The report's items as columns of the aliased subquery, and as list fields (only query items filter). */
function reportFields(items: ReportItem[]): ListFields {
  const columns = Object.fromEntries(items.map((item) => [item.fieldName, columnBuilder(item)]))
  const table = pgTable(ALIAS, columns) as unknown as Record<string, AnyPgColumn>
  const fields: ListFields = {}
  for (const item of items) {
    fields[item.fieldName] = {
      column: table[item.fieldName],
      kind: item.dictCode ? 'dict' : KIND[fieldTypeOf(item)],
      dictCode: item.dictCode ?? undefined,
      filterable: item.isQuery === 1,
    }
  }
  return fields
}

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined

/**
 * The query values a report accepts: `<field>` for a single-mode query item, `<field>_begin` / `<field>_end` for a
 * group-mode one. A plain word on a text item means "contains" (the popup's search box); JeecgBoot's
 * QueryGenerator forms (`*v`, `a,b`, `!v`, `>= v` …) keep their meaning.
 */
export function reportConditions(
  items: ReportItem[],
  fields: ListFields,
  query: Record<string, unknown>,
): SQL[] {
  const accepted: Record<string, string> = {}
  for (const item of items) {
    if (item.isQuery !== 1) continue
    const name = item.fieldName
    const field = fields[name]
    if (queryModeOf(item) === 'group') {
      for (const key of [`${name}_begin`, `${name}_end`]) {
        const value = textOf(query[key])
        if (value) accepted[key] = value
      }
      continue
    }
    const value = textOf(query[name])
    if (!value) continue
    const parsed = parsePlainValue(value, isTextual(field))
    const contains = field.kind === 'string' && parsed?.rule === 'eq' && !value.includes('++')
    accepted[name] = contains ? `*${value}*` : value
  }
  return plainConditions(fields, accepted)
    .map(conditionSql)
    .filter((part): part is SQL => part !== undefined)
}

function sortOf(fields: ListFields, column: unknown, order: unknown): SQL | undefined {
  if (typeof column !== 'string' || column === '') return undefined
  const name = column.replace(/_dictText$/, '')
  const field: ListField | undefined = Object.hasOwn(fields, name) ? fields[name] : undefined
  if (!field) throw queryErrors.unknownSortColumn(column)
  return typeof order === 'string' && /asc/i.test(order) ? asc(field.column) : desc(field.column)
}

/** Values of the report's parameters: `self_<name>` from the caller, else the parameter's default, else ''. */
function paramValues(definition: ReportDefinition, names: string[], query: Record<string, unknown>) {
  const defaults = new Map(definition.params.map((p) => [p.paramName, p.defaultValue ?? '']))
  const values = new Map<string, string>()
  for (const name of names) {
    const given = textOf(query[`${CG_REPORT_PARAM_PREFIX}${name}`])
    const value = given ?? defaults.get(name) ?? ''
    if (value.length > MAX_PARAM_LENGTH || !storable(value))
      throw badRequest(
        `参数 ${CG_REPORT_PARAM_PREFIX}${name} 的值不合法（too long or holds a forbidden character）`,
      )
    values.set(name, value)
  }
  return values
}

/** The administrator's SQL with each parameter slot bound (never spliced). */
const boundSql = (parts: SqlPart[], values: Map<string, string>): SQL =>
  sql.join(
    parts.map((part) => ('sql' in part ? sql.raw(part.sql) : sql`${values.get(part.param) ?? ''}`)),
    sql.raw(''),
  )

const NUMERIC_TYPES = new Set<ReportFieldType>(['Integer', 'Long', 'Double', 'BigDecimal'])

/**
 * A timestamp as the driver returns it: a Date, or text (`2026-01-02 03:04:05.678`, UTC as the server stores it,
 * or with an offset for timestamptz).
 */
function timestampOf(value: unknown): Date | undefined {
  if (value instanceof Date) return value
  if (typeof value !== 'string') return undefined
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2}(?:\.\d+)?)(Z|[+-]\d{2}(?::?\d{2})?)?$/.exec(
    value.trim(),
  )
  if (!match) return undefined
  const zone = match[3] ?? 'Z'
  const offset = zone === 'Z' ? zone : `${zone.slice(0, 3)}:${zone.slice(3).replace(':', '') || '00'}`
  const date = new Date(`${match[1]}T${match[2]}${offset}`)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/** Database values → JSON: numbers of numeric items as numbers, date-times as JeecgBoot formats them. */
function normalizeRow(
  row: Record<string, unknown>,
  types: Map<string, ReportFieldType>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(row)) {
    const type = types.get(key)
    const stamp = type === 'Datetime' || value instanceof Date ? timestampOf(value) : undefined
    if (stamp) out[key] = type === 'Date' ? formatDateTime(stamp)?.slice(0, 10) : formatDateTime(stamp)
    else if (typeof value === 'bigint') out[key] = Number(value)
    else if (
      type &&
      NUMERIC_TYPES.has(type) &&
      typeof value === 'string' &&
      value.trim() !== '' &&
      Number.isFinite(Number(value))
    )
      out[key] = Number(value)
    else out[key] = value
  }
  return out
}

export type { RunOptions }

/** How a report runs; a designed report (no SQL) runs through `designed`, which holds the request's scope. */
export interface ReportRunOptions extends RunOptions {
  designed?: (definition: ReportDefinition, query: Record<string, unknown>) => Promise<CgReportData>
}

/**
 * One page of a report: its SQL (parameters bound) wrapped as a subquery, filtered by the query items, sorted by
 * an item field, counted — inside a READ ONLY transaction with a statement timeout.
 */
export async function runReport(
  db: Db,
  definition: ReportDefinition,
  query: Record<string, unknown>,
  options: ReportRunOptions,
): Promise<CgReportData> {
  if (definition.head.design) {
    if (!options.designed) throw new HttpError(500, '报表配置有误：设计报表需要请求的数据范围')
    return options.designed(definition, query)
  }
  const parsed = parseReportSql(definition.head.cgrSql)
  if (!parsed.ok) throw new HttpError(500, `报表配置有误：${parsed.reason}`)
  const fields = reportFields(definition.items)
  const where = and(...reportConditions(definition.items, fields, query)) ?? sql`true`
  const sort = sortOf(fields, query.column, query.order)
  const page = pageParams(query)
  const inner = boundSql(parsed.parts, paramValues(definition, parsed.params, query))
  const from = sql`(${inner}) as ${sql.identifier(ALIAS)}`
  const dataQuery = sql`select * from ${from} where ${where}${sort ? sql` order by ${sort}` : sql``} limit ${page.pageSize} offset ${(page.pageNo - 1) * page.pageSize}`
  const countQuery = sql`select count(*) as ${sql.identifier('total')} from ${from} where ${where}`
  const { rows, total } = await readOnlyReport(db, definition.head.code, options, async (tx) => {
    const data = (await tx.execute(dataQuery)) as unknown as { rows: Record<string, unknown>[] }
    const counted = (await tx.execute(countQuery)) as unknown as { rows: { total: unknown }[] }
    return { rows: data.rows, total: Number(counted.rows[0]?.total ?? 0) }
  })
  const types = new Map(definition.items.map((item) => [item.fieldName, fieldTypeOf(item)]))
  return toPage(
    rows.map((row) => normalizeRow(row, types)),
    total,
    page,
  )
}
