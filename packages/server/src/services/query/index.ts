import { and, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import type { MemoCache } from '../cache/stamped-caches'
import { conditionSql } from './build'
import { matchType, plainConditions, superConditions } from './conditions'
import type { ListSpec } from './fields'
import { type PageParams, pageParams } from './page'
import { orderBy } from './sort'
import { type ListTotal, listTotal, totalAfterPage } from './total'

export { escapeLike } from './build'
export { type Condition, MAX_CONDITIONS, parsePlainValue, ruleNamed } from './conditions'
export type { FieldKind, ListField, ListFields, ListSpec } from './fields'
export { MAX_PAGE_SIZE, type PageParams, pageParams, toPage } from './page'
export { dictField, type FieldDeclaration, tableListSpec } from './table-spec'
export { ESTIMATE_ABOVE_ROWS, forgetTableSizes, type ListTotal, listTotal, totalAfterPage } from './total'

/** A list request translated to SQL: WHERE, ORDER BY and the page window. */
export interface ListQuery extends PageParams {
  where: SQL | undefined
  orderBy: SQL[]
  offset: number
}

/**
 * JeecgBoot list parameters → SQL, for one list's whitelist (reference §4.3–4.5):
 * `<field>` values (`*v*`, `v*`, `*v`, `a,b`, `!v`, `>= v`…), `<field>_begin` / `_end`, `superQueryParams` with
 * `superQueryMatchType`, `column` / `order`, `pageNo` / `pageSize`. `base` conditions (e.g. not deleted) are AND-ed in
 * first. Bad input throws a 400 naming the field; nothing outside the whitelist reaches SQL.
 */
export function listQuery(
  spec: ListSpec,
  query: Record<string, unknown>,
  base: (SQL | undefined)[] = [],
): ListQuery {
  const plain = plainConditions(spec.fields, query).map(conditionSql)
  const match = matchType(query.superQueryMatchType)
  const advanced = superConditions(spec.fields, query.superQueryParams)
    .map(conditionSql)
    .filter((part): part is SQL => part !== undefined)
  const group = advanced.length === 0 ? undefined : match === 'or' ? or(...advanced) : and(...advanced)
  const page = pageParams(query)
  return {
    where: and(...base, ...plain, group),
    orderBy: orderBy(spec, query.column, query.order),
    ...page,
    offset: (page.pageNo - 1) * page.pageSize,
  }
}

const str = { type: 'string' } as const

/** Fastify querystring schema of a list route: paging, sort, advanced query and every filterable field. */
export function listQuerystring(spec: ListSpec) {
  const properties: Record<string, unknown> = {
    pageNo: { type: 'integer', minimum: 1 },
    pageSize: { type: 'integer', minimum: 1 },
    column: str,
    order: str,
    superQueryParams: { ...str, description: 'encodeURI(JSON.stringify([{field, rule, val}]))' },
    superQueryMatchType: { ...str, description: 'and (default) or or' },
    field: {
      ...str,
      description: 'the columns shown, "id,,a,b": accepted and not used, as in JeecgBoot 2.x',
    },
  }
  for (const [name, field] of Object.entries(spec.fields)) {
    if (field.filterable === false) continue
    properties[name] = str
    properties[`${name}_begin`] = str
    properties[`${name}_end`] = str
  }
  return { type: 'object', properties } as const
}

/** The page's window of a select: the list's filters, its order and the page's rows. */
function pageWindow<S extends PgSelect>(select: S, query: ListQuery): S {
  return select
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(query.pageSize)
    .offset(query.offset)
}

/**
 * One page of rows and the total. The page's ids are found first and its rows read by id after (a deferred join):
 * finding them reads only the filter and sort columns, from an index when one covers them, instead of whole rows
 * skipped on the way to the page. The total is counted, or estimated on a table above `estimateAbove` rows
 * (`approx`, shown as 「约」; see `listTotal`). With `totals`, a total is computed once per distinct WHERE (statement
 * and parameters) until the cache is dropped: only for tables every write of which moves that cache's stamp.
 */
export async function selectPage<T extends PgTable>(
  db: Db,
  table: T,
  query: ListQuery,
  totals?: MemoCache<ListTotal>,
  estimateAbove?: number,
): Promise<{ rows: T['$inferSelect'][] } & ListTotal> {
  const countTotal = () => listTotal(db, table, query.where, estimateAbove)
  const total = () => {
    if (!totals) return countTotal()
    // The key: the WHERE as a statement with its parameters.
    const key = db
      .select({ one: sql`1` })
      .from(table as PgTable)
      .where(query.where)
      .toSQL()
    return totals.load(JSON.stringify([key.sql, key.params]), countTotal)
  }
  const id = getTableColumns(table).id
  const page = id
    ? db
        .select()
        .from(table as PgTable)
        .where(
          inArray(
            id,
            pageWindow(
              db
                .select({ id })
                .from(table as PgTable)
                .$dynamic(),
              query,
            ),
          ),
        )
        .orderBy(...query.orderBy)
    : pageWindow(
        db
          .select()
          .from(table as PgTable)
          .$dynamic(),
        query,
      )
  const [rows, counted] = await Promise.all([page, total()])
  const final = totalAfterPage(counted, {
    offset: query.offset,
    pageSize: query.pageSize,
    rowCount: rows.length,
  })
  return { rows: rows as T['$inferSelect'][], ...final }
}
