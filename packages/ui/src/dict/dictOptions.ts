import type { DictOption } from '@portico/contract'

/** The label of an option: `text`, else `label` or `title` (JeecgBoot accepts all three), else the value. */
export const optionText = (option: DictOption): string =>
  option.text || option.label || option.title || String(option.value)

/** The text of `value` among `options`, or the value itself when no option has it. */
export function textOfValue(options: DictOption[], value: string): string {
  const found = options.find((o) => String(o.value) === value)
  return found ? optionText(found) : value
}

/** Values held in one string joined by `separator` (multi-selects and checkbox groups); empty parts dropped. */
export function splitValues(value: string | null | undefined, separator = ','): string[] {
  if (value === null || value === undefined || value === '') return []
  return String(value)
    .split(separator)
    .filter((part) => part !== '')
}

export const joinValues = (values: string[], separator = ','): string => values.join(separator)

/** Toggles `value` in a list, keeping the order of `options` so the joined string is stable. */
export function toggleValue(values: string[], value: string, options: DictOption[]): string[] {
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value]
  const order = new Map(options.map((o, i) => [String(o.value), i]))
  return next.sort(
    (a, b) => (order.get(a) ?? Number.MAX_SAFE_INTEGER) - (order.get(b) ?? Number.MAX_SAFE_INTEGER),
  )
}
