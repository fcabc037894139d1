import type { CheckRuleFailure, CheckRuleStep } from '@portico/contract'
import { compilePattern } from './java-pattern'

export type RuleParse = { ok: true; steps: CheckRuleStep[] } | { ok: false }

/** `rule_json` → its steps; anything but an array of {digits: '*' | n, pattern, message} is a broken rule. */
export function parseRuleJson(ruleJson: string): RuleParse {
  let parsed: unknown
  try {
    parsed = JSON.parse(ruleJson)
  } catch {
    return { ok: false }
  }
  if (!Array.isArray(parsed)) return { ok: false }
  const steps: CheckRuleStep[] = []
  for (const item of parsed) {
    if (!item || typeof item !== 'object') return { ok: false }
    const { digits, pattern, message } = item as Record<string, unknown>
    const digitsText = typeof digits === 'number' ? String(digits) : digits
    if (typeof digitsText !== 'string' || !/^(\*|\d{1,4})$/.test(digitsText.trim())) return { ok: false }
    if (typeof pattern !== 'string') return { ok: false }
    steps.push({ digits: digitsText.trim(), pattern, message: typeof message === 'string' ? message : '' })
  }
  return { ok: true, steps }
}

export type CheckOutcome =
  | { passed: true }
  | { passed: false; failure: CheckRuleFailure }
  | { passed: false; broken: true }

/**
 * JeecgBoot's SysCheckRuleServiceImpl.checkValue: steps left to right; a numeric `digits` tests the next n
 * characters (what is there of them; past the end an empty string), `*` the whole value; each pattern must match
 * the whole tested text. A blank value passes. The first failing step is reported.
 */
export function checkValue(steps: CheckRuleStep[], value: string): CheckOutcome {
  if (value.trim() === '') return { passed: true }
  const chars = Array.from(value)
  let beginIndex = 0
  for (const step of steps) {
    const compiled = compilePattern(step.pattern)
    if (!compiled.ok) return { passed: false, broken: true }
    let checkValue: string
    let range: { beginIndex: number; endIndex: number } | undefined
    if (step.digits === '*') checkValue = value
    else {
      const digits = Number(step.digits)
      const endIndex = Math.min(beginIndex + digits, chars.length)
      checkValue = beginIndex > endIndex ? '' : chars.slice(beginIndex, endIndex).join('')
      range = { beginIndex, endIndex }
      beginIndex += digits
    }
    if (!compiled.regex.matches(checkValue)) {
      return {
        passed: false,
        failure: {
          digits: step.digits,
          pattern: step.pattern,
          message: step.message,
          ...range,
          checkValue,
          passed: false,
        },
      }
    }
  }
  return { passed: true }
}
