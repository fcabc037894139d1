// biome-ignore-all lint/suspicious/noTemplateCurlyInString: messages carry JeecgBoot's ${title} and ${key} placeholders
import { patternRegExp } from './patterns'
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

const sameValue = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '')

function countSame(value: unknown, context: ValidationContext): number {
  return context.rows.filter((row) => sameValue(row[context.key], value)).length
}

async function failureOf(
  rule: ValidateRule,
  value: unknown,
  context: ValidationContext,
): Promise<string | null> {
  const empty = isEmptyValue(value)
  const message = (fallback: string) => fillMessage(rule.message ?? fallback, context)
  // `*` (non-empty) is a requirement, so unlike other patterns it is not skipped for empty values.
  if (rule.required || rule.pattern === '*') {
    if (empty) return message(defaultMessages.required)
  }
  if (rule.unique || rule.pattern === 'only') {
    if (!empty && countSame(value, context) >= 2) return message(defaultMessages.unique)
  } else if (rule.pattern != null && rule.pattern !== '*' && !empty) {
    if (!patternRegExp(rule.pattern).test(String(value))) return message(defaultMessages.pattern)
  }
  if (rule.handler) {
    const outcome = await rule.handler(value, context)
    if (outcome === false) return message(defaultMessages.pattern)
    if (typeof outcome === 'string') return fillMessage(outcome, context)
  }
  return null
}

/** Checks a value against rules in order; resolves the first failure's message, or null when every rule passes. */
export async function validateValue(
  rules: readonly ValidateRule[] | undefined,
  value: unknown,
  context: ValidationContext,
): Promise<string | null> {
  for (const rule of rules ?? []) {
    const failure = await failureOf(rule, value, context)
    if (failure != null) return failure
  }
  return null
}
