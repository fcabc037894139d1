/** The JeecgBoot (Online form) pattern codes of spec §5 and what each one accepts. */
export const patternCodes = {
  /** 6 to 16 digits */
  'n6-16': /^\d{6,16}$/,
  /** 6 to 16 characters of any kind */
  '*6-16': /^.{6,16}$/,
  /** 6 to 18 letters */
  's6-18': /^[a-zA-Z]{6,18}$/,
  url: /^((ht|f)tps?):\/\/[\w-]+(\.[\w-]+)+([\w\-.,@?^=%&:/~+#]*[\w\-@?^=%&/~+#])?$/,
  /** e-mail */
  e: /^[a-zA-Z0-9_-]+(\.[a-zA-Z0-9_-]+)*@[a-zA-Z0-9_-]+(\.[a-zA-Z0-9_-]+)+$/,
  /** mobile number: 1, then 3 to 9, then 9 digits */
  m: /^1[3-9]\d{9}$/,
  /** postal code: 6 digits, the first one not zero */
  p: /^[1-9]\d{5}$/,
  /** letters */
  s: /^[a-zA-Z]+$/,
  /** a number, optionally negative or decimal */
  n: /^-?\d+(\.\d+)?$/,
  /** an integer */
  z: /^-?\d+$/,
  /** non-empty */
  '*': /^.+$/,
  /** money: at most 2 decimals */
  money: /^(0|[1-9]\d*)(\.\d{1,2})?$/,
} as const satisfies Record<string, RegExp>

export type PatternCode = keyof typeof patternCodes

/** Custom patterns compiled once each (validation of a whole table tests the same few thousands of times). */
const customPatterns = new Map<string, RegExp>()

/** The regular expression of a pattern code, or the pattern itself compiled as a custom regular expression. */
export function patternRegExp(pattern: string | RegExp): RegExp {
  if (pattern instanceof RegExp) return pattern
  if (Object.hasOwn(patternCodes, pattern)) return patternCodes[pattern as PatternCode]
  let compiled = customPatterns.get(pattern)
  if (!compiled) {
    compiled = new RegExp(pattern)
    customPatterns.set(pattern, compiled)
  }
  return compiled
}
