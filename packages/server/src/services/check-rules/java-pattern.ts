import { RE2JS } from 're2js'

/** Longest pattern an administrator may store; longer ones are treated as broken rules. */
export const MAX_PATTERN_LENGTH = 1000

/**
 * Java's `\uXXXX` escape → RE2's `\x{XXXX}` (JeecgBoot rules are Java regexes, e.g. `[\u4e00-\u9fa5]`); other
 * escapes are left as they are.
 */
export function javaToRe2(pattern: string): string {
  let out = ''
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]
    if (c !== '\\' || i + 1 >= pattern.length) {
      out += c
      continue
    }
    const next = pattern[i + 1]
    const hex = pattern.slice(i + 2, i + 6)
    if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(hex)) {
      out += `\\x{${hex}}`
      i += 5
    } else {
      out += c + next
      i += 1
    }
  }
  return out
}

export type CompiledPattern = { ok: true; regex: RE2JS } | { ok: false }

const cache = new Map<string, CompiledPattern>()

/**
 * An administrator's pattern compiled with RE2 (linear-time matching, so no pattern can hang the server on
 * backtracking); patterns RE2 cannot run (back-references, look-around) come back `ok: false`.
 */
export function compilePattern(pattern: string): CompiledPattern {
  const cached = cache.get(pattern)
  if (cached) return cached
  let compiled: CompiledPattern
  try {
    compiled =
      pattern.length > MAX_PATTERN_LENGTH
        ? { ok: false }
        : { ok: true, regex: RE2JS.compile(javaToRe2(pattern)) }
  } catch {
    compiled = { ok: false }
  }
  if (cache.size > 500) cache.clear()
  cache.set(pattern, compiled)
  return compiled
}
