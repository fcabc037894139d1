import { and, eq, gt, gte, inArray, like, lt, lte, ne, or, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { badRequest } from '../http/envelope'
import { parseChinaDateTime } from './dates'

export type FieldKind = 'string' | 'integer'

export interface QueryField {
  column: AnyPgColumn
  kind: FieldKind
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`)

const OPERATORS: Record<string, 'gt' | 'ge' | 'lt' | 'le' | 'eq' | 'ne'> = {
  '>': 'gt',
  '>=': 'ge',
  '<': 'lt',
  '<=': 'le',
  '=': 'eq',
  '!=': 'ne',
  gt: 'gt',
  ge: 'ge',
  lt: 'lt',
  le: 'le',
  eq: 'eq',
  ne: 'ne',
}

function typed(field: QueryField, name: string, raw: string): string | number {
  if (field.kind === 'string') return raw
  const value = Number(raw.trim())
  if (!Number.isInteger(value)) throw badRequest(`参数 ${name} 必须是整数`)
  return value
}

function comparison(field: QueryField, op: string, value: string | number): SQL {
  const c = field.column
  switch (OPERATORS[op]) {
    case 'gt':
      return gt(c, value)
    case 'ge':
      return gte(c, value)
    case 'lt':
      return lt(c, value)
    case 'le':
      return lte(c, value)
    case 'ne':
      return ne(c, value)
    default:
      return eq(c, value)
  }
}

/** One plain query parameter → a condition, following JeecgBoot's QueryGenerator (reference §4.4). Values are bound. */
export function conditionFor(field: QueryField, name: string, raw: string): SQL | undefined {
  if (raw === '') return undefined
  const opMatch = /^(>=|<=|!=|>|<|=|gt|ge|lt|le|eq|ne) (.*)$/.exec(raw)
  if (opMatch) return comparison(field, opMatch[1], typed(field, name, opMatch[2]))
  const isLike = raw.length > 1 && (raw.startsWith('*') || raw.endsWith('*'))
  if (isLike && field.kind === 'string') {
    const inner = escapeLike(raw.replace(/^\*/, '').replace(/\*$/, ''))
    if (raw.startsWith('*') && raw.endsWith('*')) return like(field.column, `%${inner}%`)
    return raw.startsWith('*') ? like(field.column, `%${inner}`) : like(field.column, `${inner}%`)
  }
  if (raw.length > 2 && raw.startsWith(',') && raw.endsWith(',') && field.kind === 'string') {
    const parts = raw.split(',').filter(Boolean)
    return or(...parts.map((p) => like(field.column, `%${escapeLike(p)}%`)))
  }
  if (raw.includes('++') && !raw.startsWith('++'))
    return eq(field.column, typed(field, name, raw.replaceAll('++', ',')))
  if (raw.includes(',')) {
    const values = raw
      .split(',')
      .filter((v) => v !== '')
      .map((v) => typed(field, name, v))
    return values.length ? inArray(field.column, values as string[]) : undefined
  }
  if (raw.startsWith('!')) return ne(field.column, typed(field, name, raw.slice(1)))
  return eq(field.column, typed(field, name, raw))
}

export function dateRange(column: AnyPgColumn, name: string, begin?: string, end?: string): SQL | undefined {
  const parts: SQL[] = []
  if (begin) {
    const date = parseChinaDateTime(begin)
    if (!date) throw badRequest(`参数 ${name}_begin 日期格式不正确`)
    parts.push(gte(column, date))
  }
  if (end) {
    const date = parseChinaDateTime(end, true)
    if (!date) throw badRequest(`参数 ${name}_end 日期格式不正确`)
    parts.push(lte(column, date))
  }
  return parts.length ? and(...parts) : undefined
}

export interface PageParams {
  pageNo: number
  pageSize: number
}

export const MAX_PAGE_SIZE = 1000

export function pageParams(query: { pageNo?: number; pageSize?: number }): PageParams {
  const pageNo = Math.max(1, Math.floor(query.pageNo ?? 1))
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(query.pageSize ?? 10)))
  return { pageNo, pageSize }
}

/** `column` (camelCase, maybe with `_dictText`) → a whitelisted column, or undefined (then the default sort applies). */
export function sortColumn(sortable: Record<string, AnyPgColumn>, column?: string): AnyPgColumn | undefined {
  if (!column) return undefined
  const name = column.replace(/_dictText$/, '')
  return Object.hasOwn(sortable, name) ? sortable[name] : undefined
}

export const isAscending = (order?: string) => /asc/i.test(order ?? '')
