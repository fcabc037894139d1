// biome-ignore-all lint/suspicious/noTemplateCurlyInString: messages carry JeecgBoot's ${title} placeholder
/**
 * The benchmark's rules over plain rows, for the grid without validation of its own (AG Grid): the same rule
 * objects and handler functions as the editable table's columns, the same pattern codes, one pass per cell.
 */
import { type EditableColumn, isEmptyValue, patternRegExp, type ValidateRule } from '@portico/grid'
import type { BenchRow } from './data'

export interface RuleFailure {
  rowIndex: number
  key: string
  message: string
}

type Check = (value: unknown, row: BenchRow) => boolean

function compile(rule: ValidateRule, column: EditableColumn, rows: readonly BenchRow[]): Check[] {
  const context = (row: BenchRow) => ({ key: column.key, title: column.title, row, rows })
  const checks: Check[] = []
  if (rule.required || rule.pattern === '*') checks.push((value) => !isEmptyValue(value))
  if (rule.unique || rule.pattern === 'only') {
    const counts = new Map<string, number>()
    for (const row of rows) {
      const key = String(row[column.key] ?? '')
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
    checks.push((value) => isEmptyValue(value) || (counts.get(String(value)) ?? 0) < 2)
  } else if (rule.pattern != null && rule.pattern !== '*') {
    const pattern = patternRegExp(rule.pattern)
    checks.push((value) => isEmptyValue(value) || pattern.test(String(value)))
  }
  const handler = rule.handler
  if (handler)
    checks.push((value, row) => {
      const outcome = handler(value, context(row))
      if (outcome instanceof Promise) throw new Error('the benchmark rules are synchronous')
      return outcome !== false && typeof outcome !== 'string'
    })
  return checks
}

interface CompiledRule {
  checks: Check[]
  message: string
}

function firstFailure(rules: readonly CompiledRule[], value: unknown, row: BenchRow): string | null {
  for (const rule of rules) {
    for (const check of rule.checks) if (!check(value, row)) return rule.message
  }
  return null
}

/** Checks every cell of `rows` against its column's rules; lists the first failure of each failing cell. */
export function checkRows(rows: readonly BenchRow[], columns: readonly EditableColumn[]): RuleFailure[] {
  const compiled = columns.map((column) => ({
    key: column.key,
    rules: (column.validateRules ?? []).map((rule) => ({
      checks: compile(rule, column, rows),
      message: (rule.message ?? '${title}格式不正确').replaceAll('${title}', column.title),
    })),
  }))
  const failures: RuleFailure[] = []
  for (let rowIndex = 0; rowIndex < rows.length; rowIndex++) {
    const row = rows[rowIndex] as BenchRow
    for (const { key, rules } of compiled) {
      const message = firstFailure(rules, row[key], row)
      if (message != null) failures.push({ rowIndex, key, message })
    }
  }
  return failures
}
