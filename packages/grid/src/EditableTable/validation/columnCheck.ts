import type { EditableColumn } from '../EditableTable.types'
import type { EditableRow } from '../rows/rowOperations'
import { patternRegExp } from './patterns'
import type { RepeatedValues } from './repeatedValues'
import {
  compileRule,
  defaultMessages,
  fillMessage,
  handlerOutcome,
  isEmptyValue,
  isPromise,
  isRepeated,
  runFrom,
} from './validateValue'
import type { ValidateRule, ValidationContext } from './validation.types'

/** Reports a failing cell of the column: its row and message. */
export type FailureSink = (rowIndex: number, message: string) => void

/** Checks the column's cells of `rows[from..to)`; asynchronous handlers add their promises to `pending`. */
export type ColumnCheck = (
  rows: readonly EditableRow[],
  from: number,
  to: number,
  fail: FailureSink,
  pending: Promise<void>[],
) => void

interface RulePlan {
  rule: ValidateRule
  required: boolean
  unique: boolean
  pattern: string | RegExp | undefined
  compiled: RegExp | undefined
}

/**
 * One column's rules, checked rule by rule over a block of rows rather than cell by cell: each kind of check runs
 * in a loop of its own (the same regular expression, the same handler on every call), which is what a JIT makes
 * fast. Same results as `compileRules` per cell: a cell stops at its first failing rule, and a handler's promise
 * takes its cell out of the loop, the cell's remaining rules running once it settles.
 */
export function compileColumn(
  column: Pick<EditableColumn, 'key' | 'title' | 'validateRules'>,
  repeated?: RepeatedValues,
): ColumnCheck {
  const { key, title } = column
  const names = { key, title }
  const rules = column.validateRules ?? []
  const plans: RulePlan[] = rules.map((rule) => {
    const unique = Boolean(rule.unique || rule.pattern === 'only')
    return {
      rule,
      // `*` (non-empty) is a requirement, so unlike other patterns it is not skipped for empty values.
      required: Boolean(rule.required || rule.pattern === '*'),
      unique,
      pattern: !unique && rule.pattern != null && rule.pattern !== '*' ? rule.pattern : undefined,
      compiled: undefined,
    }
  })
  /** The same rules cell by cell, for what is left of a cell after its handler's promise settles. */
  const cellChecks = rules.map((rule) => compileRule(rule, repeated))
  let closed = new Uint8Array(0)
  let contexts: (ValidationContext | undefined)[] = []
  /** The block's values, read once (not once per rule), and as text for patterns (numbers turned into text once). */
  let values: unknown[] = []
  let texts: (string | undefined)[] = []

  return (rows, from, to, fail, pending) => {
    const size = to - from
    if (closed.length < size) {
      closed = new Uint8Array(size)
      contexts = new Array(size)
      values = new Array(size)
      texts = new Array(size)
    }
    closed.fill(0, 0, size)
    contexts.fill(undefined, 0, size)
    texts.fill(undefined, 0, size)
    for (let i = from; i < to; i++) values[i - from] = (rows[i] as EditableRow)[key]
    const contextOf = (index: number): ValidationContext => {
      let context = contexts[index - from]
      if (!context) {
        context = { key, title, row: rows[index] as EditableRow, rows }
        contexts[index - from] = context
      }
      return context
    }
    const close = (index: number, message: string) => {
      closed[index - from] = 1
      fail(index, message)
    }

    for (let r = 0; r < plans.length; r++) {
      const plan = plans[r] as RulePlan
      const { rule } = plan
      if (plan.required) {
        for (let i = from; i < to; i++)
          if (!closed[i - from] && isEmptyValue(values[i - from]))
            close(i, fillMessage(rule.message ?? defaultMessages.required, names))
      }
      if (plan.unique) {
        for (let i = from; i < to; i++) {
          if (closed[i - from]) continue
          const value = values[i - from]
          if (isEmptyValue(value)) continue
          const same = repeated ? repeated.rowFlags[i] === 1 : isRepeated(value, contextOf(i), undefined)
          if (same) close(i, fillMessage(rule.message ?? defaultMessages.unique, names))
        }
      } else if (plan.pattern !== undefined) {
        for (let i = from; i < to; i++) {
          if (closed[i - from]) continue
          const value = values[i - from]
          if (isEmptyValue(value)) continue
          // Compiled on first use: a broken custom pattern fails when it is applied.
          plan.compiled ??= patternRegExp(plan.pattern)
          let text = texts[i - from]
          if (text === undefined) {
            text = typeof value === 'string' ? value : String(value)
            texts[i - from] = text
          }
          if (!plan.compiled.test(text)) close(i, fillMessage(rule.message ?? defaultMessages.pattern, names))
        }
      }
      const { handler } = rule
      if (!handler) continue
      // A handler declaring the value alone never reads the context: none is built for its cells (a table of
      // 100,000 rows would build millions).
      const readsContext = handler.length !== 1
      for (let i = from; i < to; i++) {
        if (closed[i - from]) continue
        const value = values[i - from]
        const outcome = handler(value, (readsContext ? contextOf(i) : undefined) as ValidationContext)
        if (isPromise(outcome)) {
          closed[i - from] = 1
          const index = i
          const next = r + 1
          const context = contextOf(i)
          pending.push(
            Promise.resolve(outcome)
              .then(
                (settled) =>
                  handlerOutcome(rule, settled, context) ?? runFrom(cellChecks, next, value, context),
              )
              .then((message) => {
                if (message != null) fail(index, message)
              }),
          )
        } else {
          const message = handlerOutcome(rule, outcome, names)
          if (message != null) close(i, message)
        }
      }
    }
  }
}
