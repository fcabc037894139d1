import { isMultiType, MULTI_SEPARATOR, optionLabel } from '../columns/optionText'
import type { EditableColumn } from '../EditableTable.types'
import { numberOnBlur } from '../validation/numberInput'

/**
 * The value a pasted spreadsheet cell gives a column: numbers for number columns, and for columns with options the
 * option whose text (as the spreadsheet shows it) or value matches; anything else as pasted.
 */
export function pastedValue(column: Pick<EditableColumn, 'type' | 'options'>, text: string): unknown {
  const trimmed = text.trim()
  if (column.type === 'inputNumber') return numberOnBlur(trimmed)
  const options = column.options
  if (!options?.length) return text
  const optionValueOf = (part: string) =>
    options.find((option) => optionLabel(option) === part || String(option.value) === part)?.value ?? part
  if (isMultiType(column.type)) {
    return trimmed
      .split(/[,，;；]/)
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => String(optionValueOf(part)))
      .join(MULTI_SEPARATOR)
  }
  return optionValueOf(trimmed)
}
