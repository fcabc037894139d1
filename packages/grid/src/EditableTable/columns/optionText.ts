import type { EditableColumnOption } from './column.types'

/** The label of an option: its text, else its title, else its value. */
export const optionLabel = (option: EditableColumnOption) =>
  option.text ?? option.title ?? String(option.value)

/** The option whose value reads the same as `value` (option values may be numbers, cell values strings). */
export function findOption(options: readonly EditableColumnOption[] | undefined, value: unknown) {
  return options?.find((option) => String(option.value) === String(value))
}

/** Multi-select values are stored comma-separated (spec §9). */
export const MULTI_SEPARATOR = ','

/** Column types whose value holds several options. */
export const isMultiType = (type: string) => type === 'list_multi' || type === 'checkbox_meta'

export function splitMulti(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String)
  if (value == null || value === '') return []
  return String(value).split(MULTI_SEPARATOR)
}

/** Labels of the selected options, in option order of the value. */
export function multiLabels(options: readonly EditableColumnOption[] | undefined, value: unknown): string[] {
  return splitMulti(value).map((v) => {
    const option = findOption(options, v)
    return option ? optionLabel(option) : v
  })
}
