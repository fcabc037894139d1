import { and, eq, gt, gte, inArray, like, lt, lte, ne, or, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { escapeLike } from '../shared/like'
import { coerce, isTextual, type QueryValue, type TimeSpan } from './coerce'
import type { Condition } from './conditions'
import { queryErrors } from './messages'

export { escapeLike }

const LIKE_PATTERNS = {
  like: (v: string) => `%${escapeLike(v)}%`,
  right_like: (v: string) => `${escapeLike(v)}%`,
  left_like: (v: string) => `%${escapeLike(v)}`,
} as const

const anyOf = (parts: SQL[]) => (parts.length === 1 ? parts[0] : or(...parts))

/** A `datetime` value is an interval, so equality means "within" and the bounds pick its start or end. */
function spanCondition(column: AnyPgColumn, rule: Condition['rule'], spans: TimeSpan[]): SQL | undefined {
  const [{ start, end }] = spans
  switch (rule) {
    case 'gt':
      return gte(column, end)
    case 'ge':
      return gte(column, start)
    case 'lt':
      return lt(column, start)
    case 'le':
      return lt(column, end)
    case 'ne':
      return or(lt(column, start), gte(column, end))
    default:
      return anyOf(spans.map((span) => and(gte(column, span.start), lt(column, span.end))!))
  }
}

/** One condition → SQL with every value bound as a parameter; values are coerced to the field's kind first. */
export function conditionSql(condition: Condition): SQL | undefined {
  const { field, name, rule } = condition
  const column = field.column
  if (rule in LIKE_PATTERNS) {
    if (!isTextual(field)) throw queryErrors.noLike(name, rule)
    const pattern = LIKE_PATTERNS[rule as keyof typeof LIKE_PATTERNS]
    for (const value of condition.values) coerce(field, name, value)
    return anyOf(condition.values.map((value) => like(column, pattern(value))))
  }
  const values: QueryValue[] = condition.values.map((value) => coerce(field, name, value))
  if (field.kind === 'datetime') return spanCondition(column, rule, values as TimeSpan[])
  const [value] = values
  switch (rule) {
    case 'in':
      return inArray(column, values)
    case 'ne':
      return ne(column, value)
    case 'gt':
      return gt(column, value)
    case 'ge':
      return gte(column, value)
    case 'lt':
      return lt(column, value)
    case 'le':
      return lte(column, value)
    default:
      return eq(column, value)
  }
}
