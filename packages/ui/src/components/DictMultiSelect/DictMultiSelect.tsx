import { Dropdown } from '@fluentui/react-components'
import { DictMessage } from '../../dict/DictMessage'
import { DictOptionList } from '../../dict/DictOptionList'
import { joinValues, splitValues, textOfValue, toggleValue } from '../../dict/dictOptions'
import { useDictItems } from '../../dict/useDictItems'
import type { DictMultiSelectProps } from './DictMultiSelect.types'

/** A multi-select dropdown of a dictionary's options (JMultiSelectTag); the value is a joined string. */
export function DictMultiSelect({
  dictCode,
  options: given,
  value,
  onChange,
  separator = ',',
  placeholder = '请选择',
  disabled,
  ...attributes
}: DictMultiSelectProps) {
  const { options, error } = useDictItems(dictCode, given)
  const selected = splitValues(value, separator)
  return (
    <>
      <Dropdown
        {...attributes}
        multiselect
        disabled={disabled}
        placeholder={placeholder}
        value={selected.map((v) => textOfValue(options, v)).join('、')}
        selectedOptions={selected}
        onOptionSelect={(_, data) => {
          if (data.optionValue === undefined) return
          onChange?.(joinValues(toggleValue(selected, data.optionValue, options), separator))
        }}
      >
        <DictOptionList options={options} />
      </Dropdown>
      <DictMessage error={error} />
    </>
  )
}
