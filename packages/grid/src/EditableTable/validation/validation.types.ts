/** What a custom handler learns about the cell it checks. */
export interface ValidationContext {
  /** The column's key. */
  key: string
  /** The column's title (replaces `${title}` in messages). */
  title: string
  /** The row being checked. */
  row: Record<string, unknown>
  /** Every row of the table (for checks across rows, such as uniqueness). */
  rows: readonly Record<string, unknown>[]
}

/**
 * A custom check: `false` fails with the rule's message, a string fails with that string, anything else passes.
 * It may be asynchronous (a server-side uniqueness check, for instance). A handler that declares the value as its
 * only parameter is not given the context when the whole table is checked (none is built for it), so read the
 * context through a declared second parameter.
 */
export type ValidationHandler = (
  value: unknown,
  context: ValidationContext,
) => boolean | string | undefined | Promise<boolean | string | undefined>

/** One entry of a column's `validateRules`; the rules run in order and the first failure's message is shown. */
export interface ValidateRule {
  /** Fails when the value is empty. */
  required?: boolean
  /** Fails when two or more rows share the value in this column (same as `pattern: 'only'`). */
  unique?: boolean
  /** A pattern code (`n6-16`, `*6-16`, `s6-18`, `url`, `e`, `m`, `p`, `s`, `n`, `z`, `*`, `money`, `only`) or any regular expression. */
  pattern?: string | RegExp
  handler?: ValidationHandler
  /** Shown when the rule fails; `${title}` and `${key}` are replaced by the column's. */
  message?: string
}
