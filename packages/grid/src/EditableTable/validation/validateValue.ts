// biome-ignore-all lint/suspicious/noTemplateCurlyInString: messages carry JeecgBoot's ${title} and ${key} placeholders
import { patternRegExp } from './patterns'
import { type RepeatedValues, sameKey } from './repeatedValues'
import type { ValidateRule, ValidationContext } from './validation.types'

/** Empty as the rules read it: nothing, an empty string or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  return value == null || value === '' || (Array.isArray(value) && value.length === 0)
}

/** Default messages for rules that carry none (JeecgBoot's wording). */
export const defaultMessages = {
  required: '${title}不能为空',
  unique: '${title}不能重复',
  pattern: '${title}格式不正确',
} as const

/** Replaces `${title}` and `${key}` in a rule's message. */
export function fillMessage(message: string, context: Pick<ValidationContext, 'key' | 'title'>): string {
  return message.replaceAll('${title}', context.title).replaceAll('${key}', context.key)
}

/** Whether a unique rule (`unique` or `pattern: 'only'`) is among the rules. */
export const hasUniqueRule = (rules: readonly ValidateRule[] | undefined): boolean =>
  Boolean(rules?.some((rule) => rule.unique || rule.pattern === 'only'))

/** Whether another row than the one checked holds the value too (`repeated` answers it without a pass over rows). */
export function isRepeated(
  value: unknown,
  context: ValidationContext,
  repeated: RepeatedValues | undefined,
): boolean {
  if (repeated) return repeated.has(value)
  const wanted = sameKey(value)
  let count = 0
  for (const row of context.rows) if (sameKey(row[context.key]) === wanted && ++count >= 2) return true
  return false
}

/** A check's result: the failure's message, or null; a promise only when a handler returns one. */
export type Outcome = string | null | Promise<string | null>

/** A compiled check of one value: its first failure's message, or null; a promise only if a handler returns one. */
export type ValueCheck = (value: unknown, context: ValidationContext) => Outcome

/** One compiled rule: the failure message for a value (with its emptiness worked out once for all rules). */
export type RuleCheck = (value: unknown, empty: boolean, context: ValidationContext) => Outcome

export const isPromise = (value: unknown): value is PromiseLike<unknown> =>
  (typeof value === 'object' || typeof value === 'function') &&
  value !== null &&
  typeof (value as PromiseLike<unknown>).then === 'function'

/** What a handler's result means: `false` fails with the rule's message, a string is the message. */
export function handlerOutcome(
  rule: ValidateRule,
  outcome: boolean | string | undefined,
  context: Pick<ValidationContext, 'key' | 'title'>,
): string | null {
  if (outcome === false) return fillMessage(rule.message ?? defaultMessages.pattern, context)
  if (typeof outcome === 'string') return fillMessage(outcome, context)
  return null
}

/** One rule, read once: what it checks is settled here, not again for every value. */
export function compileRule(rule: ValidateRule, repeated: RepeatedValues | undefined): RuleCheck {
  // `*` (non-empty) is a requirement, so unlike other patterns it is not skipped for empty values.
  const required = Boolean(rule.required || rule.pattern === '*')
  const unique = Boolean(rule.unique || rule.pattern === 'only')
  const patternSource = !unique && rule.pattern != null && rule.pattern !== '*' ? rule.pattern : undefined
  const { handler } = rule
  // Compiled on first use: a broken custom pattern fails when it is applied, as before compiling.
  let compiled: RegExp | undefined
  const pattern = () => {
    compiled ??= patternRegExp(patternSource as string | RegExp)
    return compiled
  }
  const fail = (fallback: string, context: ValidationContext) =>
    fillMessage(rule.message ?? fallback, context)

  // Most rules do one thing; they get a check without the others' branches (it runs for every cell).
  if (!unique && !handler) {
    if (patternSource === undefined)
      return required
        ? (_, empty, context) => (empty ? fail(defaultMessages.required, context) : null)
        : () => null
    if (!required)
      return (value, empty, context) =>
        empty || pattern().test(String(value)) ? null : fail(defaultMessages.pattern, context)
  }
  if (!required && !unique && patternSource === undefined && handler) {
    return (value, _, context) => {
      const outcome = handler(value, context)
      if (isPromise(outcome))
        return Promise.resolve(outcome).then((settled) => handlerOutcome(rule, settled, context))
      return handlerOutcome(rule, outcome, context)
    }
  }
  return (value, empty, context) => {
    if (required && empty) return fail(defaultMessages.required, context)
    if (unique) {
      if (!empty && isRepeated(value, context, repeated)) return fail(defaultMessages.unique, context)
    } else if (patternSource !== undefined && !empty) {
      if (!pattern().test(String(value))) return fail(defaultMessages.pattern, context)
    }
    if (handler) {
      const outcome = handler(value, context)
      if (isPromise(outcome))
        return Promise.resolve(outcome).then((settled) => handlerOutcome(rule, settled, context))
      return handlerOutcome(rule, outcome, context)
    }
    return null
  }
}

/** Runs compiled rules from `start` on: the first failure's message, or null; a promise if a handler returns one. */
export function runFrom(
  checks: readonly RuleCheck[],
  start: number,
  value: unknown,
  context: ValidationContext,
): Outcome {
  const empty = isEmptyValue(value)
  for (let i = start; i < checks.length; i++) {
    const failure = (checks[i] as RuleCheck)(value, empty, context)
    if (failure == null) continue
    if (typeof failure === 'string') return failure
    return failure.then((message) => message ?? runFrom(checks, i + 1, value, context))
  }
  return null
}

/**
 * Compiles rules into one check, run in order: the first failure's message, or null when every rule passes.
 * Synchronous unless a handler returns a promise, so checking many cells does not wait a microtask per rule.
 * `repeated` (the column's values that several rows hold) lets unique rules look values up instead of going over
 * every row.
 */
export function compileRules(
  rules: readonly ValidateRule[] | undefined,
  repeated?: RepeatedValues,
): ValueCheck {
  const checks = (rules ?? []).map((rule) => compileRule(rule, repeated))
  return (value, context) => runFrom(checks, 0, value, context)
}

/** Checks a value against rules in order; resolves the first failure's message, or null when every rule passes. */
export async function validateValue(
  rules: readonly ValidateRule[] | undefined,
  value: unknown,
  context: ValidationContext,
): Promise<string | null> {
  return compileRules(rules)(value, context)
}
