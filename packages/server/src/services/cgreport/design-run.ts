import {
  CG_REPORT_PARAM_PREFIX,
  type CgReportData,
  groupKey,
  isAggregated,
  measureKey,
  type ReportGroup,
  type ReportMeasure,
} from '@portico/contract'
import { and, asc, count, desc, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/client'
import { badRequest } from '../../http/envelope'
import { type ListFields, pageParams, toPage } from '../query'
import { queryErrors } from '../query/messages'
import type { ResourceService } from '../resources/service'
import { maskStaffNames } from '../resources/staff-fields'
import { formatDateTime } from '../shared/dates'
import type { ReportDefinition } from './definition'
import { checkDesign } from './design-check'
import { type RunOptions, readOnlyReport } from './read-only'
import { reportConditions } from './run'

const BUCKET_FORMAT = { day: 'YYYY-MM-DD', month: 'YYYY-MM', year: 'YYYY' } as const

/** A dated column's day, month or year in GMT+8 (timestamps are stored in UTC). */
function bucketSql(column: AnyPgColumn, bucket: NonNullable<ReportGroup['bucket']>): SQL {
  // A literal from the constant above, not a parameter: GROUP BY must repeat the select's expression exactly.
  const format = sql.raw(`'${BUCKET_FORMAT[bucket]}'`)
  const type = column.getSQLType()
  if (!type.startsWith('timestamp')) return sql`to_char(${column}, ${format})`
  const utc = type.includes('with time zone') ? sql`(${column} at time zone 'UTC')` : sql`${column}`
  return sql`to_char(${utc} + interval '8 hours', ${format})`
}

function measureSql(measure: ReportMeasure, fields: ListFields): SQL {
  if (measure.fn === 'count') return sql`count(*)`
  const column = fields[measure.field!].column
  switch (measure.fn) {
    case 'sum':
      return sql`sum(${column})`
    case 'avg':
      return sql`round(avg(${column})::numeric, 2)`
    case 'min':
      return sql`min(${column})`
    default:
      return sql`max(${column})`
  }
}

/** A page's values as JSON: counts and integer sums as numbers, decimals as exact strings, date-times in GMT+8. */
function normalize(row: Record<string, unknown>, integers: Set<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(row)) {
    if (value instanceof Date) out[key] = formatDateTime(value)
    else if (typeof value === 'bigint') out[key] = Number(value)
    else if (integers.has(key) && typeof value === 'string' && value !== '') out[key] = Number(value)
    else out[key] = value
  }
  return out
}

/** The query a designed report accepts: `self_<field>` (its parameters) stands for `<field>` when that is absent. */
function withParams(query: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...query }
  for (const [key, value] of Object.entries(query)) {
    if (!key.startsWith(CG_REPORT_PARAM_PREFIX)) continue
    const name = key.slice(CG_REPORT_PARAM_PREFIX.length)
    if (merged[name] === undefined || merged[name] === '') merged[name] = value
  }
  return merged
}

/**
 * One page of a designed report: its source's table, narrowed by the source's read scope (tenant, customer, 数据权限
 * rules) and the report's filters, grouped and aggregated as designed — every column from the source's whitelist,
 * every value bound, inside a READ ONLY transaction with a statement timeout.
 */
export async function runDesign(
  db: Db,
  service: ResourceService,
  request: FastifyRequest,
  definition: ReportDefinition,
  rawQuery: Record<string, unknown>,
  options: RunOptions,
): Promise<CgReportData> {
  const stored = definition.head.design
  if (!stored) throw badRequest('该报表不是设计报表')
  // The declaration may have changed since the design was saved: check it again against today's.
  const { design } = checkDesign(service.resource, stored, stored.source)
  const fields = service.spec.fields
  const query = withParams(rawQuery)
  const filterFields: ListFields = {}
  for (const filter of design.filters) filterFields[filter.field] = fields[filter.field]
  const where = and(
    ...(await service.readScope(request)),
    ...reportConditions(definition.items, filterFields, query),
  )
  const page = pageParams(query)
  const table = service.table

  const outputs = new Map<string, SQL | AnyPgColumn>()
  const integers = new Set<string>()
  const groups: (SQL | AnyPgColumn)[] = []
  if (isAggregated(design)) {
    for (const group of design.groupBy) {
      const column = fields[group.field].column
      const expression = group.bucket ? bucketSql(column, group.bucket) : column
      outputs.set(groupKey(group), expression)
      groups.push(expression)
    }
    for (const measure of design.measures) {
      const key = measureKey(measure)
      outputs.set(key, measureSql(measure, fields))
      const kind = measure.field ? service.resource.fields[measure.field].kind : 'integer'
      if (measure.fn === 'count' || (measure.fn !== 'avg' && kind === 'integer')) integers.add(key)
    }
  } else for (const name of design.columns) outputs.set(name, fields[name].column)

  const sortKey = typeof query.column === 'string' && query.column !== '' ? query.column : design.sort?.key
  const ascending =
    typeof query.column === 'string' && query.column !== ''
      ? typeof query.order === 'string' && /asc/i.test(query.order)
      : design.sort?.order !== 'desc'
  if (sortKey !== undefined && !outputs.has(sortKey)) throw queryErrors.unknownSortColumn(sortKey)
  const order: SQL[] = sortKey
    ? [ascending ? asc(outputs.get(sortKey)!) : desc(outputs.get(sortKey)!)]
    : isAggregated(design)
      ? groups.map((group) => asc(group))
      : [desc(service.spec.defaultSort.column)]
  if (!isAggregated(design)) order.push(asc(service.spec.tiebreak))
  else order.push(...groups.map((group) => asc(group)))

  const selection = Object.fromEntries(outputs)

  const { rows, total } = await readOnlyReport(db, definition.head.code, options, async (tx) => {
    const base = tx.select(selection).from(table).where(where).$dynamic()
    const shaped = groups.length ? base.groupBy(...groups) : base
    const data = await shaped
      .orderBy(...order)
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
    let n: number
    if (groups.length) {
      const grouped = tx
        .select({ one: sql`1` })
        .from(table)
        .where(where)
        .groupBy(...groups)
      const counted = (await tx.execute(sql`select count(*) as n from (${grouped}) as g`)) as unknown as {
        rows: { n: unknown }[]
      }
      n = Number(counted.rows[0]?.n ?? 0)
    } else if (isAggregated(design)) n = 1
    else n = Number((await tx.select({ n: count() }).from(table).where(where))[0]?.n ?? 0)
    return { rows: data as Record<string, unknown>[], total: n }
  })
  const records = rows.map((row) => normalize(row, integers))
  // As on the resource's list: a customer's user reads a neutral text where a staff member's username would show.
  maskStaffNames(request, records, service.hooks.staffFields)
  return toPage(records, total, page)
}
